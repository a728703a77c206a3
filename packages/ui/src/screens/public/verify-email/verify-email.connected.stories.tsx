import { handlers, mockError, mockOperation, readMockJson } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { VerifyEmailScreen } from './verify-email.connected';

/** The bodies `PUT /users/verify-email` received in the running story. */
const received = fn<(body: unknown) => void>();
const invalid = 'This confirmation code is invalid or has expired';

const meta = {
  title: 'Public/Verify Email (connected)',
  component: VerifyEmailScreen,
  args: { token: 'verify-token-7d21e0' },
  decorators: [withApi(), withNavigation(fn())],
  parameters: {
    layout: 'centered',
    msw: {
      handlers: [
        mockOperation('put', '/users/verify-email', (request) => {
          void readMockJson(request).then(received);
          return { message: 'Email confirmed' };
        }),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    received.mockClear();
  },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The token is sent once as the code, on arrival. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Go To Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('status')).toHaveTextContent('Your email is confirmed.');
    await waitFor(() => expect(received).toHaveBeenCalledOnce());
    await expect(received).toHaveBeenCalledWith({ code: 'verify-token-7d21e0' });
  },
};

/** React's strict mode runs effects twice: the single-use token is still sent once. */
export const ConfirmedInStrictMode: Story = {
  decorators: [
    (Story) => (
      <StrictMode>
        <Story />
      </StrictMode>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Go To Login' })).toBeVisible();
    await expect(received).toHaveBeenCalledOnce();
  },
};

export const Verifying: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswer('put', '/users/verify-email'), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Confirming your email…' })).toBeVisible();
  },
};

export const InvalidOrExpired: Story = {
  parameters: { msw: { handlers: [mockError('put', '/users/verify-email', 400, { message: invalid }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(invalid);
    await expect(canvas.getByRole('link', { name: 'Back To Login' })).toBeVisible();
  },
};

export const ArabicConfirmed: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'الانتقال إلى تسجيل الدخول' })).toBeVisible();
  },
};

export const ArabicInvalidOrExpired: Story = {
  ...InvalidOrExpired,
  globals: arabic,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('تعذّر تأكيد بريدك الإلكتروني');
    await expect(alert).toHaveTextContent(invalid);
  },
};
