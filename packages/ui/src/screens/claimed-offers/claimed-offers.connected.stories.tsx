import { handlers, hospitals, mockError, mockOperation, mockUrl } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { withApi } from '../../stories/with-api';
import { ClaimedOffersScreen } from './claimed-offers.connected';
import { storyRewards, storyTimeZone } from './claimed-offers.fixtures';

const hospitalSession = { token: 'story-token', role: 'HOSPITAL', referenceId: hospitals.marinaCare._id };

const meta = {
  title: 'Screens/Hospital/ClaimedOffers (connected)',
  component: ClaimedOffersScreen,
  args: { timeZone: storyTimeZone },
  decorators: [
    withApi({ storage: hospitalSession }),
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'padded',
    msw: {
      handlers: [
        mockOperation('get', '/rewards/hospital/{hospitalId}', (request) => ({
          // The signed-in hospital's offers only.
          data: request.url.endsWith(`/rewards/hospital/${hospitals.marinaCare._id}`) ? storyRewards : [],
        })),
        ...handlers,
      ],
    },
  },
} satisfies Meta<typeof ClaimedOffersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') !== null && within(row).queryAllByRole('cell').length > 1);

export const Populated: Story = {
  name: "The signed-in hospital's claimed offers",
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(3));
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('19/11/2026 06:12 PM');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(mockUrl('/rewards/hospital/{hospitalId}'), async () => {
          await delay('infinite');
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/rewards/hospital/{hospitalId}', 500, { message: 'Down' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Problem while getting claimed offers')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [mockOperation('get', '/rewards/hospital/{hospitalId}', { data: [] }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Promo Codes')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(3));
    await expect(canvas.getByRole('heading', { level: 1, name: 'العروض المستلمة' })).toBeVisible();
  },
};
