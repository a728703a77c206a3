import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { withNavigation } from '../../../stories/with-navigation';
import { ForgotPasswordView } from './forgot-password';

const navigate = fn();

const meta = {
  title: 'Public/Forget Password',
  component: ForgotPasswordView,
  args: { onSubmit: fn() },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'centered' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Forgot Password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
    const back = canvas.getByRole('link', { name: 'Back To Login' });
    await expect(back).toHaveAttribute('href', '/login');
    await userEvent.click(back);
    await expect(navigate).toHaveBeenLastCalledWith('/login');
    await userEvent.click(canvas.getByRole('link', { name: 'Register Here' }));
    await expect(navigate).toHaveBeenLastCalledWith('/select-registeration-type');
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Required'));
    await userEvent.type(email, 'mariam.example.ae');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, 'mariam@example.ae{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'mariam@example.ae' }));
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ServerError: Story = {
  args: { error: 'Request failed with status code 500' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed with status code 500');
    await expect(canvas.getByRole('form')).toBeVisible();
  },
};

export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reset password link sent to your email');
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back To Login' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'سجّل هنا' })).toHaveAttribute('href', '/select-registeration-type');
  },
};

export const ArabicValidationErrors: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /^البريد الإلكتروني/ });
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('مطلوب'));
    await userEvent.type(email, 'mariam@');
    await waitFor(() => expect(email).toHaveAccessibleDescription('عنوان البريد الإلكتروني غير صالح'));
  },
};

export const ArabicSent: Story = {
  globals: arabic,
  args: { sent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني',
    );
  },
};

export const ArabicServerError: Story = {
  globals: arabic,
  args: { error: 'Request failed with status code 500' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed with status code 500');
  },
};
