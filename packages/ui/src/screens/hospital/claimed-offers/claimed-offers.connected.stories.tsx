import { hospitals, mockOperation } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  answering,
  connectedArabicStory,
  connectedErrorStory,
  connectedLoadingStory,
  connectedStateStory,
  dataRows,
  waitForRows,
  wideTable,
  withHospitalApi,
} from '../../../stories/records-table-stories';
import { ClaimedOffersScreen } from './claimed-offers.connected';
import { storyRewards, storyTimeZone } from './claimed-offers.fixtures';

const rewards = '/rewards/hospital/{hospitalId}';

const meta = {
  title: 'Hospital/Claimed Offers (connected)',
  component: ClaimedOffersScreen,
  args: { timeZone: storyTimeZone },
  decorators: [withHospitalApi, wideTable],
  parameters: {
    layout: 'padded',
    msw: answering(
      mockOperation('get', rewards, (request) => ({
        // The signed-in hospital's offers only.
        data: request.url.endsWith(`/rewards/hospital/${hospitals.marinaCare._id}`) ? storyRewards : [],
      })),
    ),
  },
} satisfies Meta<typeof ClaimedOffersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  name: "The signed-in hospital's claimed offers",
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 3);
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('19/11/2026 06:12 PM');
  },
};

export const Loading: Story = connectedLoadingStory('get', rewards);

export const LoadError: Story = connectedErrorStory('get', rewards, 'Problem while getting claimed offers');

export const Empty: Story = connectedStateStory(mockOperation('get', rewards, { data: [] }), 'No Promo Codes');

export const Arabic: Story = connectedArabicStory(3, { heading: 'العروض المستلمة' });
