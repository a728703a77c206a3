import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { withNavigation } from '../../../stories/with-navigation';
import { ResetPasswordView } from './reset-password';

const meta = {
  title: 'Public/Reset Password',
  component: ResetPasswordView,
  args: { onSubmit: fn() },
  decorators: [withNavigation(fn())],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ResetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(canvas.getByLabelText(/^New Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(/^Confirm Password/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('link', { name: 'Back To Login' })).toHaveAttribute('href', '/login');
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText(/^New Password/);
    const confirm = canvas.getByLabelText(/^Confirm Password/);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Required'));
    await expect(confirm).toHaveAccessibleDescription('Required');
    await expect(password).toHaveFocus();

    await userEvent.type(password, 'short');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password must be at least 8 characters'));
    await userEvent.type(password, '-enough');
    await userEvent.type(confirm, 'different!{Enter}');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Both password need to be the same'));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'short-enough{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ password: 'short-enough', confirmPassword: 'short-enough' }),
    );
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Updating…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ExpiredLink: Story = {
  args: { error: 'This reset link is invalid or has expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/login');
  },
};

export const ArabicValidationErrors: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^كلمة المرور الجديدة/);
    const confirm = canvas.getByLabelText(/^تأكيد كلمة المرور/);
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث كلمة المرور' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('مطلوب'));
    await userEvent.type(password, 'Aafiya#2026');
    await userEvent.type(confirm, 'Aafiya#2025{Enter}');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('يجب أن تتطابق كلمتا المرور'));
  },
};

export const ArabicPending: Story = {
  globals: arabic,
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'جارٍ التحديث…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ArabicExpiredLink: Story = {
  ...ExpiredLink,
  globals: arabic,
};
