import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import {
  dataRows,
  emptyStory,
  errorStory,
  expectHeading,
  expectRecordsTable,
  loadingStory,
  showsText,
  waitForRows,
  wideTable,
} from '../../../stories/records-table-stories';
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
  title: 'Hospital/Patient Promo Codes',
  component: PatientPromoCodes,
  render: (args) => <WithSearch {...args} />,
  args: { rows: storyRows, search: '', onSearchChange: fn(), onRetry: fn(), timeZone: storyTimeZone },
  parameters: { layout: 'padded' },
  decorators: [wideTable],
} satisfies Meta<typeof PatientPromoCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const rows = await expectRecordsTable(canvasElement, {
      heading: 'Patient Promo Code',
      headers: ['Patient Name', 'Appointment Date', 'Patient Emirates ID', 'Provider', 'Service', 'Code', 'Status'],
      rows: 4,
    });
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
    await waitForRows(canvasElement, 2);
    await expect(dataRows(canvasElement).every((row) => row.textContent.includes('784-1990-1234567-1'))).toBe(true);
    await userEvent.clear(search);
    await userEvent.type(search, '999');
    await expect(await canvas.findByText('Search Not Found')).toBeVisible();
    await userEvent.clear(search);
    await waitForRows(canvasElement, 4);
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

export const Loading: Story = loadingStory();

export const Empty: Story = { name: 'Empty: No Promo Codes', ...emptyStory('No Promo Codes') };

export const SearchNotFound: Story = {
  args: { search: '000-0000' },
  play: showsText('Search Not Found'),
};

export const Error: Story = errorStory('Problem while getting promo codes');

export const Arabic: Story = {
  globals: arabic,
  args: { rows: arabicRows },
  play: async ({ canvas, canvasElement }) => {
    await expectHeading(canvas, 'رموز ترويج المرضى');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ابحث عن مريض برقم الهوية الإماراتية' }), '2468');
    await waitForRows(canvasElement, 1);
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('بريا مينون');
  },
};

export const ArabicSearchNotFound: Story = {
  globals: arabic,
  args: { search: '000' },
  play: showsText('لا توجد نتائج للبحث'),
};

export const ArabicPhone: Story = { ...phoneStory({ arabic: true }), args: { rows: arabicRows } };
