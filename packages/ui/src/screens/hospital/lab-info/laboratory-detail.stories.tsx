import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { storyLaboratories } from '../staff/staff.story-helpers';
import { LaboratoryDetailView } from './laboratory-detail';

const [marina] = storyLaboratories;
if (!marina) throw new Error('fixtures: no laboratory');

const meta = {
  title: 'Hospital/Lab Info',
  component: LaboratoryDetailView,
  args: { status: 'ready', laboratory: marina, onEdit: fn(), onDelete: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LaboratoryDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Laboratory')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Marina Central Laboratory' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Marina Central Laboratory' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /lab@marinacare\.ae/ })).toHaveAttribute(
      'href',
      'mailto:lab@marinacare.ae',
    );
    await expect(canvas.getByRole('link', { name: /\+971-50 412 7790/ })).toHaveAttribute('href', 'tel:+971504127790');
    await userEvent.click(canvas.getByRole('button', { name: 'EDIT' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const DeleteAsksFirst: Story = {
  name: 'Delete: the confirmation, cancelled then confirmed',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const ReadOnly: Story = {
  args: { onEdit: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Marina Central Laboratory' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', laboratory: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', laboratory: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting laboratory');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('المختبر')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'حذف' }));
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};

export const ArabicLoadError: Story = {
  ...LoadError,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب المختبر');
  },
};

export const ArabicPhone: Story = phoneStory({ arabic: true });
