import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    trigger: <Button variant="danger">Delete</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['danger', 'primary'] },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const question = 'Are you sure you want to delete this item?';

/** Resolves after a short wait, as a delete request would. */
const slowDelete = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 400);
  });

export const ConfirmWithMouse: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog', { name: question });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CancelWithMouse: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog', { name: question });
    // The safe choice has focus first.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: question });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const ConfirmWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog', { name: question });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** The calendar's slot deletion (spec 000 §4): "Delete Slot?" with NO and Delete. */
export const DeleteSlot: Story = {
  args: { title: 'Delete Slot?', cancelLabel: 'NO', confirmLabel: 'Delete', defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Slot?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'NO' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const PendingWhileConfirming: Story = {
  args: { onConfirm: fn(slowDelete), defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog', { name: question });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Neither a second click nor Escape interrupts the running request.
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const StaysOpenWhenConfirmFails: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new Error('Failed to delete slot'))),
    defaultOpen: true,
    trigger: undefined,
  },
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog', { name: question });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await expect(body.getByRole('alertdialog', { name: question })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A non-destructive confirmation (spec 001: End Treatment). */
export const Primary: Story = {
  args: {
    variant: 'primary',
    title: 'Are you sure you want to end the treatment?',
    confirmLabel: 'End Treatment',
    description: 'The appointment will be marked as taken.',
    trigger: <Button>End Treatment</Button>,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End Treatment' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to end the treatment?' });
    await expect(dialog).toHaveAccessibleDescription('The appointment will be marked as taken.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Treatment' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { trigger: <Button variant="danger">حذف</Button> },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'حذف' }));
    const dialog = await body.findByRole('alertdialog', { name: 'هل أنت متأكد أنك تريد حذف هذا العنصر؟' });
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    const cancel = within(dialog).getByRole('button', { name: 'إلغاء' });
    const confirm = within(dialog).getByRole('button', { name: 'حذف' });
    // Right to left: the confirm button ends the row on the left.
    await expect(cancel.getBoundingClientRect().left).toBeGreaterThan(confirm.getBoundingClientRect().left);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
