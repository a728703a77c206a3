import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { ClaimedOffers } from './claimed-offers';
import { arabicRows, storyRows, storyTimeZone } from './claimed-offers.fixtures';

const meta = {
  title: 'Screens/Hospital/ClaimedOffers',
  component: ClaimedOffers,
  args: { rows: storyRows, onRetry: fn(), timeZone: storyTimeZone },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClaimedOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') !== null && within(row).queryAllByRole('cell').length > 1);

export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Claimed Offers' })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([
      'Patient Name',
      'Taken Date',
      'Patient Emirates ID',
      'Offer Name',
      'Points',
      'Promo Code',
    ]);
    const rows = dataRows(canvasElement);
    await expect(rows).toHaveLength(3);
    // DD/MM/YYYY and hh:mm a in the shown time zone (14:12Z is 06:12 PM in Dubai).
    await expect(rows[0]).toHaveTextContent('Yousef Al Hammadi19/11/2026 06:12 PM784-1984-7654321-3');
    await expect(rows[0]).toHaveTextContent('Full Body Check-up – 20% off200MARINA20');
    // 20:30Z is already the next day in Dubai.
    await expect(rows[2]).toHaveTextContent('03/11/2026 12:30 AM');
  },
};

export const InUtc: Story = {
  name: 'Another browser time zone',
  args: { timeZone: 'UTC' },
  play: async ({ canvasElement }) => {
    await expect(dataRows(canvasElement)[2]).toHaveTextContent('02/11/2026 08:30 PM');
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Promo Codes')).toBeVisible();
  },
};

export const Error: Story = {
  args: { rows: [], error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting claimed offers');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { rows: arabicRows },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'العروض المستلمة' })).toBeVisible();
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('19/11/2026');
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('يوسف الحمادي');
  },
};

export const ArabicEmpty: Story = {
  globals: arabic,
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لا توجد رموز ترويجية')).toBeVisible();
  },
};
