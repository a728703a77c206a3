import type { Meta, StoryObj } from '@storybook/react-vite';
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
  wideTable,
} from '../../../stories/records-table-stories';
import { VendorPromoCodes } from './vendor-promo-codes';
import { storyPromoCodes } from './vendor-promo-codes.fixtures';

const meta = {
  title: 'Vendor/Promo Codes',
  component: VendorPromoCodes,
  args: { rows: storyPromoCodes, onRedeem: fn(), onRetry: fn() },
  decorators: [wideTable],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VendorPromoCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 002 "Vendor area": patient name, the package's offer text, promo code and points; Redeem names its code. */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const [first, second] = await expectRecordsTable(canvasElement, {
      heading: 'Promo Codes',
      headers: ['Patient Name', 'Offer', 'Promo Code', 'Points', 'Actions'],
      rows: 2,
    });
    await expect(first).toHaveTextContent('Yousef Al HammadiOne Month of Yoga – 30% off30 % OffWELLNESS30300');
    await expect(second).toHaveTextContent('Sports Massage – Buy 2 Get 1Buy: 2 - Get: 1K7QX2M9PLA120');
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Redeem K7QX2M9PLA' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(storyPromoCodes[1]);
  },
};

/** While a code is redeemed, its button shows a spinner and cannot be pressed again. */
export const Redeeming: Story = {
  args: { redeemingIds: new Set([storyPromoCodes[0]?.id ?? '']) },
  play: async ({ canvasElement }) => {
    const [first, second] = dataRows(canvasElement).map((row) => within(row));
    const button = first?.getByRole('button', { name: 'Redeem WELLNESS30' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(first?.getByRole('status', { name: 'Redeeming' })).toBeVisible();
    await expect(second?.getByRole('button', { name: 'Redeem K7QX2M9PLA' })).toBeEnabled();
  },
};

export const Empty: Story = emptyStory('No promo codes yet');

export const LoadError: Story = errorStory('Problem while getting promo codes');

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expectHeading(canvas, 'رموز الترويج');
    const [first, second] = dataRows(canvasElement);
    await expect(first).toHaveTextContent('خصم 30 %');
    await expect(second).toHaveTextContent('مريم الكعبي');
    await expect(canvas.getByRole('button', { name: 'استبدال WELLNESS30' })).toBeVisible();
  },
};

/** A phone (390 px) in Arabic: the rows stack and nothing is cut. */
export const ArabicPhone: Story = phoneStory({ arabic: true });
