import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { desktop } from '../../../stories/viewports';
import { withNavigation } from '../../../stories/with-navigation';
import { PublicLayout } from '../layout/public-layout';
import { LoginView } from './login';

const navigate = fn();

const meta = {
  title: 'Public/Login',
  component: LoginView,
  args: { onSubmit: fn() },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'centered' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.queryByRole('alert')).toBeNull();

    const forgot = canvas.getByRole('link', { name: 'Forgot Password' });
    await expect(forgot).toHaveAttribute('href', '/forget-password');
    await userEvent.click(forgot);
    await expect(navigate).toHaveBeenLastCalledWith('/forget-password');

    const register = canvas.getByRole('link', { name: 'Register' });
    await expect(register).toHaveAttribute('href', '/select-registeration-type');
    await userEvent.click(register);
    await expect(navigate).toHaveBeenLastCalledWith('/select-registeration-type');
  },
};

export const InThePage: Story = {
  name: 'In the page (1440 px)',
  globals: { ...desktop },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <PublicLayout currentPath="/login" locale="en" onLocaleChange={fn()} signedIn={false} onLogout={fn()} year={2026}>
      <LoginView {...args} />
    </PublicLayout>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Signing in is the page's only purpose: the email field has focus at once.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
    // The card sits in the middle of the page, not at its start.
    const card = canvasElement.querySelector('[data-slot="auth-card"]')?.getBoundingClientRect();
    await expect(window.innerWidth).toBe(1440);
    await expect(Math.abs((card?.left ?? 0) + (card?.width ?? 0) / 2 - window.innerWidth / 2)).toBeLessThan(2);
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Required'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Required');
    await expect(email).toHaveFocus();

    await userEvent.type(email, 'mariam@example');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address'));
    await userEvent.type(password, 'Aafiya#2026{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(email, '.ae');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'mariam@example.ae', password: 'Aafiya#2026' });
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const Pending: Story = {
  args: { pending: true, defaultEmail: 'mariam.alkaabi@example.ae' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Signing in…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Aafiya#2026');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: 'Invalid Credentials', defaultEmail: 'mariam.alkaabi@example.ae' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid Credentials');
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('mariam.alkaabi@example.ae');
  },
};

export const WithNotice: Story = {
  args: { notice: 'Your account cannot open this area. Please log in with an account that can.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your account cannot open this area.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'نسيت كلمة المرور' })).toHaveAttribute('href', '/forget-password');
    await expect(canvas.getByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute(
      'href',
      '/select-registeration-type',
    );
  },
};

export const ArabicValidationErrors: Story = {
  globals: arabic,
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: /^البريد الإلكتروني/ });
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('مطلوب'));
    await expect(canvas.getByLabelText(/^كلمة المرور/)).toHaveAccessibleDescription('مطلوب');
    await userEvent.type(email, 'mariam@');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('عنوان البريد الإلكتروني غير صالح'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ArabicPending: Story = {
  ...Pending,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'جارٍ تسجيل الدخول…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ArabicServerError: Story = {
  ...ServerError,
  globals: arabic,
  play: async ({ canvas }) => {
    // The server's message is shown as it comes.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid Credentials');
    await expect(canvas.getByRole('textbox', { name: /^البريد الإلكتروني/ })).toHaveValue('mariam.alkaabi@example.ae');
  },
};

export const ArabicWithNotice: Story = {
  globals: arabic,
  args: { notice: 'لا يمكن لحسابك فتح هذه الصفحة. يرجى تسجيل الدخول بحساب مناسب.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('لا يمكن لحسابك فتح هذه الصفحة.');
  },
};
