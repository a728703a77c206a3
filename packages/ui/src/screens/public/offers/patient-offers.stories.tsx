import { handlers, mockError, mockOperation, patients } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { phoneStory } from '../../../stories/fits-viewport';
import { neverAnswer } from '../../../stories/mock-requests';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { body, toasts } from '../../hospital/provider-schedule/provider-schedule.story-helpers';
import { createOffersServer, NEW_PROMO_CODE, offersStorage, STORY_BALANCE } from './offers-mock-server';
import { PatientOffersScreen } from './patient-offers.connected';

const api = createOffersServer();

const meta = {
  title: 'Public/Offers',
  component: PatientOffersScreen,
  args: { patientId: patients.patientMariam._id, points: STORY_BALANCE, timeZone: 'Asia/Dubai', onPointsChange: fn() },
  decorators: [withToaster, withApi({ storage: offersStorage })],
  parameters: { msw: { handlers: [...api.handlers, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    api.reset();
  },
} satisfies Meta<typeof PatientOffersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open confirmation, once it takes pointer input (Radix turns it on one render after it mounts). */
async function openConfirmation(name: string | RegExp) {
  const dialog = await body().findByRole('alertdialog', { name });
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  return within(dialog);
}

/**
 * The balance (250 points), every active offer as a card with its terms, owner and price, and her promo codes. The
 * yoga month costs 300: its Claim is disabled and says why.
 */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    await expect(canvas.getByText('250 points')).toBeVisible();
    await canvas.findByText('20 % Off');
    const cards = within(canvas.getByRole('list', { name: 'Offers' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const [checkup, whitening, yoga] = cards.map((card) => within(card));
    await expect(checkup?.getByText('20 % Off')).toBeVisible();
    await expect(checkup?.getByText('Points: 200')).toBeVisible();
    await expect(cards[0]).toHaveTextContent('By Marina Care Hospital');
    await expect(whitening?.getByText('Buy: 1 - Get: 1')).toBeVisible();
    await expect(cards[1]).toHaveTextContent('By Huda Al Zaabi');
    await expect(whitening?.getByRole('button', { name: /^Claim Teeth Whitening/ })).toBeEnabled();
    const tooDear = yoga?.getByRole('button', { name: /^Claim One Month of Yoga/ });
    await expect(tooDear).toBeDisabled();
    await expect(tooDear).toHaveAccessibleDescription('You need 50 more points for this offer');
    const codes = within(await canvas.findByRole('list', { name: 'My promo codes' }));
    await expect(await codes.findByText('MC-CHK-81ZD')).toBeVisible();
    await expect(codes.getByRole('listitem')).toHaveTextContent('Claimed on 15/11/2026');
    await expect(codes.getByText('Used')).toBeVisible();
  },
};

/** Arabic at a phone's width (390 px): the cards in one column, right to left, nothing reaching past the screen. */
export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'العروض' })).toBeVisible();
    await expect(await context.canvas.findAllByRole('button', { name: /^احصل على / })).toHaveLength(3);
    await expect(await context.canvas.findByText('MC-CHK-81ZD')).toBeVisible();
    await phoneStory({ arabic: true }).play(context);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswer('get', '/packages'), neverAnswer('get', '/rewards/patient/{patientId}'), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('status')).toHaveLength(2);
  },
};

/** Failed loads: each list says so with Try again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', '/packages', 500),
        mockError('get', '/rewards/patient/{patientId}', 500),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    // The two lists fail on their own: wait for both alerts, not for the first one found.
    await waitFor(() =>
      expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        expect.stringContaining('Problem while getting offers'),
        expect.stringContaining('Problem while getting your promo codes'),
      ]),
    );
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** No offers and no claims: "No Offers Yet." (002) and ours for the promo codes. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('get', '/packages', { data: [] }),
        mockOperation('get', '/rewards/patient/{patientId}', { data: [] }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Offers Yet.')).toBeVisible();
    await expect(await canvas.findByText('You have not claimed any offer yet')).toBeVisible();
  },
};

/**
 * Claiming the whitening (150 points): the confirmation, `POST /rewards { packageId }`, the toast with the new promo
 * code, the balance down to 100 (and passed to the site), the new code first in "My promo codes" and the other
 * offers now above the balance disabled.
 */
export const Claim: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Claim Teeth Whitening/ }));
    const confirm = await openConfirmation(/^Claim "Teeth Whitening – Buy 1 Get 1" for 150 points\?/);
    await expect(api.posted).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: 'Claim' }));
    await expect(await toasts().findByText(`Offer claimed. Your promo code is ${NEW_PROMO_CODE}`)).toBeVisible();
    await expect(api.posted).toEqual([{ packageId: 'pkg-whitening-b1g1' }]);
    await expect(args.onPointsChange).toHaveBeenCalledWith(100);
    await expect(canvas.getByText('100 points')).toBeVisible();
    const codes = within(canvas.getByRole('list', { name: 'My promo codes' }));
    await waitFor(() => expect(codes.getAllByRole('listitem')).toHaveLength(2));
    await expect(codes.getAllByRole('listitem')[0]).toHaveTextContent(NEW_PROMO_CODE);
    await expect(canvas.getByRole('button', { name: /^Claim Full Body Check-up/ })).toBeDisabled();
  },
};

/** The server refuses (its message as an error toast); the confirmation stays open, the balance does not change. */
export const ClaimRefused: Story = {
  play: async ({ args, canvas }) => {
    api.refuse('You need 40 more points for this offer');
    await userEvent.click(await canvas.findByRole('button', { name: /^Claim Full Body Check-up/ }));
    const confirm = await openConfirmation(/^Claim "Full Body Check-up – 20% off"/);
    await userEvent.click(confirm.getByRole('button', { name: 'Claim' }));
    await expect(await toasts().findByText('You need 40 more points for this offer')).toBeVisible();
    await expect(body().getByRole('alertdialog')).toBeVisible();
    await expect(args.onPointsChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('250 points')).toBeVisible();
  },
};
