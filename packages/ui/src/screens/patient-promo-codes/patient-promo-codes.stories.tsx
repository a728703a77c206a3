import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { PatientPromoCodes, type PatientPromoCodesProps } from './patient-promo-codes';
import { arabicRows, storyRows, storyTimeZone } from './patient-promo-codes.fixtures';

/** The view with its search kept in state, as the connected screen keeps it. */
function WithSearch(props: PatientPromoCodesProps) {
  const [search, setSearch] = useState(props.search);
  return (
    <PatientPromoCodes
      {...props}
      search={search}
      onSearchChange={(text) => {
        setSearch(text);
        props.onSearchChange(text);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Hospital/PatientPromoCodes',
  component: PatientPromoCodes,
  render: (args) => <WithSearch {...args} />,
  args: { rows: storyRows, search: '', onSearchChange: fn(), onRetry: fn(), timeZone: storyTimeZone },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PatientPromoCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

const dataRows = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') !== null && within(row).queryAllByRole('cell').length > 1);

export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Patient Promo Code' })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([
      'Patient Name',
      'Appointment Date',
      'Patient Emirates ID',
      'Provider',
      'Service',
      'Code',
      'Status',
    ]);
    const rows = dataRows(canvasElement);
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Yousef Al Hammadi02/12/2026784-1984-7654321-3Ahmed Al Mansoori');
    await expect(rows[1]).toHaveTextContent('MC-4821');
    // TAKEN green, anything else red.
    const badges = rows.map((row) => row.querySelector('[data-slot="badge"]'));
    await expect(badges.map((badge) => badge?.textContent)).toEqual(['PENDING', 'PENDING', 'TAKEN', 'TAKEN']);
    await expect(badges[0]).toHaveClass('text-danger-700');
    await expect(badges[2]).toHaveClass('text-success-700');
  },
};

export const SearchByEmiratesId: Story = {
  name: 'Search Patient with Emirates ID',
  play: async ({ args, canvas, canvasElement }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search Patient with Emirates ID' });
    await userEvent.type(search, '1234567');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('1234567');
    // Mariam's two codes (her own and her son's appointment).
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(2));
    await expect(dataRows(canvasElement).every((row) => row.textContent.includes('784-1990-1234567-1'))).toBe(true);
    await userEvent.clear(search);
    await userEvent.type(search, '999');
    await expect(await canvas.findByText('Search Not Found')).toBeVisible();
    await userEvent.clear(search);
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(4));
  },
};

export const ServiceDetailsModal: Story = {
  name: 'The service opens Service Details',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Specialist Consultation' })[0] as HTMLElement);
    const dialog = await body.findByRole('dialog', { name: 'Service Details' });
    await expect(dialog).toHaveTextContent('PriceAED 350');
    await expect(dialog).toHaveTextContent('Covered by insuranceYes');
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Empty: Story = {
  name: 'Empty: No Promo Codes',
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Promo Codes')).toBeVisible();
  },
};

export const SearchNotFound: Story = {
  args: { search: '000-0000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search Not Found')).toBeVisible();
  },
};

export const Error: Story = {
  args: { rows: [], error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting promo codes');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { rows: arabicRows },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'رموز ترويج المرضى' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ابحث عن مريض برقم الهوية الإماراتية' }), '2468');
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(1));
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('بريا مينون');
  },
};

export const ArabicSearchNotFound: Story = {
  globals: arabic,
  args: { search: '000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لا توجد نتائج للبحث')).toBeVisible();
  },
};
