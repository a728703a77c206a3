import { mockError, mockOperation, mockUrl } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { userEvent } from '../../../stories/user-event';
import { requestLog } from '../../../stories/mock-requests';
import {
  answering,
  connectedLoadingStory,
  dataRows,
  waitForRows,
  wideTable,
} from '../../../stories/records-table-stories';
import { withApi } from '../../../stories/with-api';
import { toastRegion, withToaster } from '../../../stories/with-toaster';
import { createGate } from '../../admin/shared/admin-story-helpers';
import { vendorSession } from '../packages/vendor-packages.story-helpers';
import { VendorPromoCodesScreen } from './vendor-promo-codes.connected';
import { pendingRedemptions } from './vendor-promo-codes.fixtures';

const list = '/rewards/vendor/{vendorId}';
const listed = requestLog('get', list);
const redeemed = requestLog('put', '/rewards/{id}');
/** Redeems wait at the gate until the play function opens it. */
const redemption = createGate();
const slowRedeem = http.put(mockUrl('/rewards/{id}'), () => redemption.wait());
const pendingAnswer = mockOperation('get', list, { data: pendingRedemptions });

const meta = {
  title: 'Vendor/Promo Codes (connected)',
  component: VendorPromoCodesScreen,
  decorators: [withToaster, withApi({ storage: vendorSession }), wideTable],
  parameters: {
    layout: 'padded',
    msw: answering(listed.handler, redeemed.handler, slowRedeem, pendingAnswer),
  },
  beforeEach: () => {
    toast.clear();
    listed.clear();
    redeemed.clear();
    redemption.reset();
  },
} satisfies Meta<typeof VendorPromoCodesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The signed-in vendor's PENDING codes; Redeem shows a spinner on its button,
 * then `PUT /rewards/{id}` `{ status: 'REDEEMED' }` is answered, the row
 * leaves the list and "Promo code redeemed" is toasted.
 */
export const Redeem: Story = {
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 2);
    const url = listed.urls[0];
    await expect(url?.pathname).toMatch(new RegExp(`/rewards/vendor/${vendorSession.referenceId}$`));
    await expect(url?.searchParams.get('status')).toBe('PENDING');
    const first = within(dataRows(canvasElement)[0] as HTMLElement);
    const button = first.getByRole('button', { name: 'Redeem WELLNESS30' });
    await userEvent.click(button);
    await expect(first.getByRole('status', { name: 'Redeeming' })).toBeVisible();
    await expect(button).toBeDisabled();
    redemption.open();
    await expect(await toastRegion().findByText('Promo code redeemed')).toBeVisible();
    await waitForRows(canvasElement, 1);
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('K7QX2M9PLA');
    await expect(redeemed.urls[0]?.pathname).toMatch(/\/rewards\/redeem-yousef-yoga$/);
    await expect(redeemed.bodies).toEqual([{ status: 'REDEEMED' }]);
  },
};

/** A refused redeem (e.g. redeemed meanwhile) toasts the server's message and asks for the list again. */
export const RedeemRefused: Story = {
  parameters: {
    msw: answering(
      listed.handler,
      mockError('put', '/rewards/{id}', 409, { message: 'This promo code is already redeemed' }),
      pendingAnswer,
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitForRows(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem K7QX2M9PLA' }));
    await expect(await toastRegion().findByText('This promo code is already redeemed')).toBeVisible();
    await waitFor(() => expect(listed.urls).toHaveLength(2));
  },
};

export const Loading: Story = connectedLoadingStory('get', list);
