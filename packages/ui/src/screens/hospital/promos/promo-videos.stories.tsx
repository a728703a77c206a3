import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { PromoVideosView } from './promo-videos';
import { chooseFromMenu, expectVideoNames, storyVideos } from './promo-videos.story-helpers';

const meta = {
  title: 'Hospital/Promos',
  component: PromoVideosView,
  args: {
    status: 'ready',
    videos: storyVideos,
    page: 0,
    pageCount: 1,
    onPageChange: fn(),
    onAdd: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PromoVideosView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promo Videos' })).toBeVisible();
    await expectVideoNames(storyVideos.map((video) => video.name));
    // The first card's figures.
    const card = within(canvas.getAllByRole('listitem')[0] ?? canvas.getByRole('list'));
    await expect(card.getByText('Likes').closest('div')).toHaveTextContent('Likes128');
    await expect(card.getByText('Views').closest('div')).toHaveTextContent('Views2,310');
    await expect(card.getByText('Engagements').closest('div')).toHaveTextContent('Engagements164');
    await userEvent.click(canvas.getByRole('button', { name: '+ ADD PROMO VIDEO' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Play: Story = {
  name: 'Play opens the modal player',
  play: async () => {
    await chooseFromMenu('A tour of Marina Care Hospital', 'Play');
    const dialog = await screen.findByRole('dialog', { name: 'A tour of Marina Care Hospital' });
    const player = dialog.querySelector('video');
    await expect(player).toHaveAttribute('controls');
    // The real clip plays in the browser.
    await waitFor(() => expect(player?.readyState).toBeGreaterThan(0), { timeout: 8000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Delete: Story = {
  name: 'Delete behind the confirmation',
  play: async ({ args }) => {
    await chooseFromMenu('Skin care in the UAE summer', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyVideos[1]);
  },
};

export const Paged: Story = {
  args: { page: 1, pageCount: 3 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: /Prev/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(0);
  },
};

export const ReadOnly: Story = {
  args: { onAdd: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '+ ADD PROMO VIDEO' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Skin care in the UAE summer' }));
    await expect(await screen.findByRole('menuitem', { name: 'Play' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = {
  args: { status: 'loading', videos: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', videos: [], pageCount: 0 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting promos');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { videos: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No promo videos found');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'الفيديوهات الترويجية' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ إضافة فيديو ترويجي' })).toBeVisible();
    await expect(canvas.getAllByText('الإعجابات')).toHaveLength(storyVideos.length);
    await chooseFromMenu('جناح الأطفال الجديد', 'تشغيل', 'إجراءات جناح الأطفال الجديد');
    await expect(await screen.findByRole('dialog', { name: 'جناح الأطفال الجديد' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const ArabicDelete: Story = {
  globals: arabic,
  play: async ({ args }) => {
    await chooseFromMenu('Skin care in the UAE summer', 'حذف', 'إجراءات Skin care in the UAE summer');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyVideos[1]);
  },
};

export const ArabicLoading: Story = {
  ...Loading,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const ArabicLoadError: Story = {
  ...LoadError,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب الفيديوهات الترويجية');
  },
};

export const ArabicEmpty: Story = {
  ...Empty,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('لا توجد فيديوهات ترويجية');
  },
};

export const Phone: Story = phoneStory();
