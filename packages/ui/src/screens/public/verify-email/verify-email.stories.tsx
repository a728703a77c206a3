import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { withNavigation } from '../../../stories/with-navigation';
import { VerifyEmailView } from './verify-email';

const navigate = fn();

const meta = {
  title: 'Public/Verify Email',
  component: VerifyEmailView,
  args: { status: 'pending' },
  argTypes: { status: { control: 'inline-radio', options: ['pending', 'success', 'error'] } },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'centered' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof VerifyEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Email Confirmation' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Confirming your email…' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Confirmed: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your email is confirmed. You can now log in.');
    const login = canvas.getByRole('link', { name: 'Go To Login' });
    await expect(login).toHaveAttribute('href', '/login');
    await userEvent.click(login);
    await expect(navigate).toHaveBeenCalledWith('/login');
  },
};

export const Failed: Story = {
  args: { status: 'error', error: 'This confirmation code is invalid or has expired' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your email could not be confirmed');
    await expect(alert).toHaveTextContent('This confirmation code is invalid or has expired');
    await expect(canvas.getByRole('link', { name: 'Back To Login' })).toHaveAttribute('href', '/login');
  },
};

export const ArabicVerifying: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('status', { name: 'جارٍ تأكيد بريدك الإلكتروني…' })).toBeVisible();
  },
};

export const ArabicConfirmed: Story = {
  globals: arabic,
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'الانتقال إلى تسجيل الدخول' })).toHaveAttribute('href', '/login');
  },
};

export const ArabicFailed: Story = {
  globals: arabic,
  args: { status: 'error', error: 'This confirmation code is invalid or has expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('تعذّر تأكيد بريدك الإلكتروني');
  },
};
