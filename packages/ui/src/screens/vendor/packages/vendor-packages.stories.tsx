import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { VendorPackagesView } from './vendor-packages';
import { storyPackages } from './vendor-packages.story-helpers';

const meta = {
  title: 'Vendor/Packages',
  component: VendorPackagesView,
  args: { status: 'ready', offers: storyPackages, onAdd: fn(), onUpdate: fn(), onDelete: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VendorPackagesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of the package with this title. */
function cardOf(list: HTMLElement, title: string) {
  const card = within(list).getByRole('heading', { name: title }).closest<HTMLElement>('[data-slot="offer-card"]');
  if (!card) throw new Error(`No card for ${title}`);
  return within(card);
}

/** 002 "Vendor area": image, title, offer text, category, points, subscribed count and voucher code; Add Package. */
export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vendor Packages' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Vendor Packages' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const yoga = cardOf(list, 'One Month of Yoga – 30% off');
    await expect(yoga.getByText('30 % Off')).toBeVisible();
    await expect(yoga.getByText('Wellness & Fitness')).toBeVisible();
    await expect(yoga.getByText('Points: 300')).toBeVisible();
    await expect(yoga.getByText('Subscribed: 8')).toBeVisible();
    await expect(yoga.getByText('WELLNESS30')).toBeVisible();
    await expect(cardOf(list, 'Sports Massage – Buy 2 Get 1').getByText('Buy: 2 - Get: 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Package' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No Packages Yet.');
    await expect(canvas.getByRole('button', { name: 'Add Package' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', offers: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting packages');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'باقات الشريك' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة باقة' })).toBeVisible();
    await expect(canvas.getByText('خصم 30 %')).toBeVisible();
    await expect(canvas.getByText('اشترِ: 2 - واحصل على: 1')).toBeVisible();
  },
};

/** A phone (390 px) in Arabic: the cards stack and nothing is cut. */
export const ArabicPhone: Story = phoneStory({ arabic: true });
