import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import {
  dataRows,
  emptyStory,
  errorStory,
  expectHeading,
  expectRecordsTable,
  loadingStory,
  wideTable,
} from '../../../stories/records-table-stories';
import { ClaimedOffers } from './claimed-offers';
import { arabicRows, storyRows, storyTimeZone } from './claimed-offers.fixtures';

const meta = {
  title: 'Hospital/Claimed Offers',
  component: ClaimedOffers,
  args: { rows: storyRows, onRetry: fn(), timeZone: storyTimeZone },
  parameters: { layout: 'padded' },
  decorators: [wideTable],
} satisfies Meta<typeof ClaimedOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const rows = await expectRecordsTable(canvasElement, {
      heading: 'Claimed Offers',
      headers: ['Patient Name', 'Taken Date', 'Patient Emirates ID', 'Offer Name', 'Points', 'Promo Code'],
      rows: 3,
    });
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

export const Loading: Story = loadingStory();

export const Empty: Story = emptyStory('No Promo Codes');

export const Error: Story = errorStory('Problem while getting claimed offers');

export const Arabic: Story = {
  globals: arabic,
  args: { rows: arabicRows },
  play: async ({ canvas, canvasElement }) => {
    await expectHeading(canvas, 'العروض المستلمة');
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('19/11/2026');
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('يوسف الحمادي');
  },
};

export const ArabicEmpty: Story = emptyStory('لا توجد رموز ترويجية', { arabic: true });

export const ArabicPhone: Story = { ...phoneStory({ arabic: true }), args: { rows: arabicRows } };
