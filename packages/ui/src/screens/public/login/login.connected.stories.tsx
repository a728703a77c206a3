import { auth as authFixtures, fixtures, handlers, mockError, mockOperation } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { toastRegion, withToaster } from '../../../stories/with-toaster';
import { LoginScreen } from './login.connected';

const meta = {
  title: 'Public/Login (connected)',
  component: LoginScreen,
  args: { onSignedIn: fn() },
  decorators: [withToaster, withApi(), withNavigation(fn())],
  parameters: { layout: 'centered', msw: { handlers } },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Types the demo patient's credentials and submits with the given button name. */
async function signIn(canvas: Canvas, button = 'Login', email = 'Email', password = 'Password') {
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${email}`) }), 'mariam.alkaabi@example.ae');
  await userEvent.type(canvas.getByLabelText(new RegExp(`^${password}`)), 'Aafiya#2026');
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

export const SignedIn: Story = {
  play: async ({ args, canvas }) => {
    await signIn(canvas);
    await expect(await toastRegion().findByText('Logged In Successfully')).toBeVisible();
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
    await expect(args.onSignedIn).toHaveBeenCalledWith(fixtures.LoginResult.user);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const HospitalSignedIn: Story = {
  parameters: {
    msw: { handlers: [mockOperation('post', '/users/login', authFixtures.hospitalLoginResult), ...handlers] },
  },
  play: async ({ args, canvas }) => {
    await signIn(canvas);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
    await expect(args.onSignedIn.mock.calls[0]?.[0]).toMatchObject({ role: 'HOSPITAL', PCRDPI: true });
  },
};

export const Pending: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswer('post', '/users/login'), ...handlers],
    },
  },
  play: async ({ args, canvas }) => {
    await signIn(canvas);
    const button = await canvas.findByRole('button', { name: 'Signing in…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const InvalidCredentials: Story = {
  parameters: {
    msw: { handlers: [mockError('post', '/users/login', 401, { message: 'Invalid Credentials' }), ...handlers] },
  },
  play: async ({ args, canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid Credentials');
    await expect(await toastRegion().findByText('Invalid Credentials')).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    // The form stays, ready for another try.
    await expect(canvas.getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-disabled');
  },
};

/** A 401 without a message still reads "Invalid Credentials" (000 §8). */
export const FailureWithoutMessage: Story = {
  parameters: { msw: { handlers: [mockError('post', '/users/login', 401), ...handlers] } },
  play: async ({ args, canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid Credentials');
    await expect(await toastRegion().findByText('Invalid Credentials')).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

const unverified = 'Please confirm your email address first. Check your inbox for the confirmation email.';

/** Any other refusal shows the server's own message. */
export const EmailNotConfirmed: Story = {
  parameters: { msw: { handlers: [mockError('post', '/users/login', 403, { message: unverified }), ...handlers] } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(unverified);
    await expect(await toastRegion().findByText(unverified)).toBeVisible();
  },
};

export const ArabicSignedIn: Story = {
  globals: arabic,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await signIn(canvas, 'تسجيل الدخول', 'البريد الإلكتروني', 'كلمة المرور');
    await expect(await toastRegion().findByText('تم تسجيل الدخول بنجاح')).toBeVisible();
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(fixtures.LoginResult.user));
  },
};

export const ArabicInvalidCredentials: Story = {
  ...InvalidCredentials,
  globals: arabic,
  play: async ({ canvas }) => {
    await signIn(canvas, 'تسجيل الدخول', 'البريد الإلكتروني', 'كلمة المرور');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid Credentials');
  },
};
