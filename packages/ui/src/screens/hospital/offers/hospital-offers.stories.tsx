import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { HospitalOffersView } from './hospital-offers';
import { storyOffers } from './hospital-offers.story-helpers';

const meta = {
  title: 'Hospital/Offers',
  component: HospitalOffersView,
  args: { status: 'ready', offers: storyOffers, onAdd: fn(), onUpdate: fn(), onDelete: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HospitalOffersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of the offer with this title. */
function cardOf(list: HTMLElement, title: string) {
  const card = within(list).getByRole('heading', { name: title }).closest<HTMLElement>('[data-slot="offer-card"]');
  if (!card) throw new Error(`No card for ${title}`);
  return within(card);
}

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Offers' });
    const checkup = cardOf(list, 'Full Body Check-up – 20% off');
    await expect(checkup.getByText('20 % Off')).toBeVisible();
    await expect(checkup.getByText('Health Check-ups')).toBeVisible();
    await expect(checkup.getByText('Points: 200')).toBeVisible();
    await expect(checkup.getByText('Subscribed: 34')).toBeVisible();
    await expect(checkup.getByText('MARINA20')).toBeVisible();
    const physio = cardOf(list, 'Physiotherapy – Buy 4 Get 1');
    await expect(physio.getByText('Buy: 4 - Get: 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+ ADD OFFER' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const UpdateFromMenu: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Physiotherapy – Buy 4 Get 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Update' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: 'pkg-marina-physio' }));
  },
};

export const DeleteAfterConfirmation: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Full Body Check-up – 20% off' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('pkg-full-checkup');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteCancelled: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Full Body Check-up – 20% off' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Loading: Story = {
  args: { status: 'loading', offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
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

export const Empty: Story = {
  args: { offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No Offers Yet.');
  },
};

export const ReadOnly: Story = {
  args: { onAdd: undefined, onUpdate: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '+ ADD OFFER' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'العروض' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ إضافة عرض' })).toBeVisible();
    await expect(canvas.getByText('خصم 20 %')).toBeVisible();
    await expect(canvas.getByText('اشترِ: 4 - واحصل على: 1')).toBeVisible();
    await expect(canvas.getByText('النقاط: 200')).toBeVisible();
  },
};

export const ArabicDelete: Story = {
  globals: arabic,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إجراءات Full Body Check-up – 20% off' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'حذف' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'هل أنت متأكد أنك تريد حذف هذا العنصر؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await expect(args.onDelete).toHaveBeenCalledWith('pkg-full-checkup');
  },
};

export const ArabicLoading: Story = { ...Loading, globals: arabic, play: undefined };

export const ArabicEmpty: Story = {
  ...Empty,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('لا توجد عروض بعد.');
  },
};

export const ArabicLoadError: Story = {
  ...LoadError,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب الباقات');
  },
};

export const Phone: Story = phoneStory();
