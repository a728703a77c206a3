import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Button } from '../button';
import { toast } from './toast-store';
import { Toaster } from './toaster';

/** A screen that raises the spec's toasts (000 §8): a success and a failure. */
function ToastDemo({
  success,
  error,
  duration,
}: {
  success: string;
  error: string;
  /** The Toaster's auto-dismiss delay, in milliseconds. */
  duration?: number;
}) {
  return (
    <div className="flex gap-3">
      <Button onClick={() => toast.success(success)}>Show success</Button>
      <Button variant="danger" onClick={() => toast.error(error)}>
        Show error
      </Button>
      <Toaster duration={duration} />
    </div>
  );
}

const meta = {
  title: 'Primitives/Toaster',
  component: ToastDemo,
  args: { success: 'Logged In Successfully', error: 'Invalid Credentials', duration: 60_000 },
  // Toasts live in a module-wide store: start every story with none.
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const notifications = () => body.getByRole('region', { name: 'Notifications (F8)' });

export const SuccessToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const item = await within(notifications()).findByText('Logged In Successfully');
    const card = item.closest('[data-slot="toast"]');
    await expect(card).toHaveAttribute('data-kind', 'success');
    // Screen readers hear it through a polite live region.
    await waitFor(() => expect(body.getByRole('status')).toHaveAttribute('aria-live', 'polite'));
  },
};

export const ErrorToast: Story = {
  args: { error: 'Failed to delete slot' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const item = await within(notifications()).findByText('Failed to delete slot');
    await expect(item.closest('[data-slot="toast"]')).toHaveAttribute('data-kind', 'error');
    await expect(item.closest('[data-slot="toast"]')).toHaveTextContent('Error: Failed to delete slot');
    await waitFor(() => expect(body.getByRole('status')).toHaveAttribute('aria-live', 'assertive'));
  },
};

export const DismissWithButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const region = notifications();
    await within(region).findByText('Logged In Successfully');
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(within(region).queryByText('Logged In Successfully')).toBeNull());
  },
};

export const DismissWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const region = notifications();
    const item = await within(region).findByText('Invalid Credentials');
    // F8 jumps to the notifications; Tab reaches the toast, and Escape closes it.
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(item.closest('[data-slot="toast"]')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region).queryByText('Invalid Credentials')).toBeNull());
    // The dismiss button is the next stop after the toast; Enter presses it.
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await within(region).findByText('Logged In Successfully');
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region).queryByText('Logged In Successfully')).toBeNull());
  },
};

export const AutoDismiss: Story = {
  args: { duration: 600 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const region = notifications();
    await within(region).findByText('Logged In Successfully');
    await waitFor(() => expect(within(region).queryByText('Logged In Successfully')).toBeNull(), { timeout: 3000 });
  },
};

export const Stacked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    toast.success('Doctor Created Successfully');
    const region = notifications();
    await waitFor(() => expect(within(region).getAllByRole('listitem', { hidden: true })).toHaveLength(3));
    await expect(within(region).getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
  },
};

/** A push notification (000 §2.4): its title, with its body on a second line. */
export const WithDescription: Story = {
  play: async () => {
    toast.success('New appointment', {
      description: 'Khalid Al Mansoori booked an appointment with Dr. Omar Haddad on 21-11-26 10:00 AM.',
    });
    const region = notifications();
    const title = await within(region).findByText('New appointment');
    const card = title.closest('[data-slot="toast"]');
    await expect(card).toHaveTextContent(/booked an appointment with Dr\. Omar Haddad/);
    await expect(card).toHaveAttribute('data-kind', 'success');
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { success: 'تم تسجيل الدخول بنجاح', error: 'بيانات الدخول غير صحيحة' },
  render: (args) => (
    <div className="flex gap-3">
      <Button onClick={() => toast.success(args.success)}>عرض رسالة النجاح</Button>
      <Toaster duration={args.duration} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'عرض رسالة النجاح' }));
    const region = body.getByRole('region', { name: 'الإشعارات (F8)' });
    const item = await within(region).findByText('تم تسجيل الدخول بنجاح');
    await expect(region.querySelector('ol')).toHaveAttribute('dir', 'rtl');
    // Swiping away goes towards the nearer (left) edge.
    await expect(item.closest('[data-slot="toast"]')).toHaveAttribute('data-swipe-direction', 'left');
    // Right to left: the toasts sit in the bottom-left corner.
    await expect(item.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
    await userEvent.click(within(region).getByRole('button', { name: 'إغلاق الإشعار' }));
    await waitFor(() => expect(within(region).queryByText('تم تسجيل الدخول بنجاح')).toBeNull());
  },
};
