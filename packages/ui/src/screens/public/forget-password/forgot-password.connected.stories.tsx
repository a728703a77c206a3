import { handlers, mockError, mockOperation, readMockJson } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { toastRegion, withToaster } from '../../../stories/with-toaster';
import { ForgotPasswordScreen } from './forgot-password.connected';

/** The bodies `PUT /users/forget-password` received in the running story. */
const received = fn<(body: unknown) => void>();

const meta = {
  title: 'Public/Forget Password (connected)',
  component: ForgotPasswordScreen,
  decorators: [withToaster, withApi(), withNavigation(fn())],
  parameters: {
    layout: 'centered',
    msw: {
      handlers: [
        mockOperation('put', '/users/forget-password', (request) => {
          void readMockJson(request).then(received);
          return { message: 'If this email is registered, a reset link is on its way' };
        }),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    toast.clear();
    received.mockClear();
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'mariam.alkaabi@example.ae');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await toastRegion().findByText('Reset password link sent to your email')).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Reset password link sent to your email');
    await waitFor(() => expect(received).toHaveBeenCalledWith({ email: 'mariam.alkaabi@example.ae' }));
  },
};

export const Pending: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswer('put', '/users/forget-password'), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'mariam.alkaabi@example.ae{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('put', '/users/forget-password', 429, { message: 'Too many requests, try again later' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'mariam.alkaabi@example.ae{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests, try again later');
    await expect(await toastRegion().findByText('Too many requests, try again later')).toBeVisible();
    await expect(canvas.getByRole('form')).toBeVisible();
  },
};

export const ArabicLinkSent: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^البريد الإلكتروني/ }),
      'mariam.alkaabi@example.ae{Enter}',
    );
    const text = 'تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني';
    await expect(await toastRegion().findByText(text)).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(text);
  },
};

export const ArabicServerError: Story = {
  ...ServerError,
  globals: arabic,
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^البريد الإلكتروني/ }),
      'mariam.alkaabi@example.ae{Enter}',
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests, try again later');
  },
};
