import { toAdminClaimedOfferRow } from '@aafiya/api-client';
import { mockOperation, offers } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import {
  connectedErrorStory,
  dataRows,
  expectRecordsTable,
  waitForRows,
  wideTable,
} from '../../../stories/records-table-stories';
import { adminAnswers, withAdminApi } from '../shared/admin-story-helpers';
import { AdminClaimedOffers } from './admin-claimed-offers';
import { AdminClaimedOffersScreen } from './admin-claimed-offers.connected';

const meta = {
  title: 'Admin/Claimed Offers',
  component: AdminClaimedOffers,
  args: { rows: offers.rewards.map(toAdminClaimedOfferRow), onRetry: fn(), timeZone: 'Asia/Dubai' },
  decorators: [wideTable],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdminClaimedOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every claimed offer, from a hospital or a vendor. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const [fromHospital, fromVendor] = await expectRecordsTable(canvasElement, {
      heading: 'Claimed Offers',
      headers: [
        'Vendor / Hospital',
        'Patient Name',
        'Taken Date',
        'Patient Emirates ID',
        'Offer Name',
        'Points',
        'Promo Code',
      ],
      rows: 2,
    });
    await expect(fromHospital).toHaveTextContent(/^Marina Care Hospital/);
    await expect(fromHospital).toHaveTextContent('15/11/2026 06:12 PM');
    await expect(fromVendor).toHaveTextContent(/^Omar Al Suwaidi/);
    await expect(fromVendor).toHaveTextContent('WELLNESS30');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: 'المورّد / المستشفى' })).toBeVisible();
    await expect(dataRows(canvasElement)).toHaveLength(2);
  },
};

/** On the API: `GET /rewards`. */
export const Connected: Story = {
  render: (args) => <AdminClaimedOffersScreen timeZone={args.timeZone} />,
  decorators: [withAdminApi],
  parameters: adminAnswers(),
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 2);
  },
};

export const ConnectedEmpty: Story = {
  render: (args) => <AdminClaimedOffersScreen timeZone={args.timeZone} />,
  decorators: [withAdminApi],
  parameters: adminAnswers(mockOperation('get', '/rewards', { data: [] })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Promo Codes')).toBeVisible();
  },
};

export const ConnectedError: Story = {
  render: (args) => <AdminClaimedOffersScreen timeZone={args.timeZone} />,
  decorators: [withAdminApi],
  ...connectedErrorStory('get', '/rewards', 'Problem while getting claimed offers'),
};
