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
import { ResetPasswordScreen } from './reset-password.connected';

const navigate = fn();
/** The bodies `PUT /users/reset-password` received in the running story. */
const received = fn<(body: unknown) => void>();
const expired = 'This reset link is invalid or has expired';

const meta = {
  title: 'Public/Reset Password (connected)',
  component: ResetPasswordScreen,
  args: { token: 'reset-token-4f9c2a' },
  decorators: [withToaster, withApi(), withNavigation(navigate)],
  parameters: {
    layout: 'centered',
    msw: {
      handlers: [
        mockOperation('put', '/users/reset-password', (request) => {
          void readMockJson(request).then(received);
          return { message: 'Password updated' };
        }),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    toast.clear();
    navigate.mockClear();
    received.mockClear();
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fillIn(canvas: Canvas, labels = { password: /^New Password/, confirm: /^Confirm Password/ }) {
  await userEvent.type(canvas.getByLabelText(labels.password), 'Marina#2027');
  await userEvent.type(canvas.getByLabelText(labels.confirm), 'Marina#2027{Enter}');
}

export const PasswordUpdated: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await expect(await toastRegion().findByText('Password updated successfully')).toBeVisible();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    await expect(received).toHaveBeenCalledWith({ newPass: 'Marina#2027', resetLink: 'reset-token-4f9c2a' });
  },
};

export const Pending: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswer('put', '/users/reset-password'), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await expect(await canvas.findByRole('button', { name: 'Updating…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** A used or expired link: the server's message, and the user stays. */
export const ExpiredLink: Story = {
  parameters: {
    msw: { handlers: [mockError('put', '/users/reset-password', 400, { message: expired }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(expired);
    await expect(await toastRegion().findByText(expired)).toBeVisible();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const ArabicPasswordUpdated: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await fillIn(canvas, { password: /^كلمة المرور الجديدة/, confirm: /^تأكيد كلمة المرور/ });
    await expect(await toastRegion().findByText('تم تحديث كلمة المرور بنجاح')).toBeVisible();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  },
};

export const ArabicExpiredLink: Story = {
  ...ExpiredLink,
  globals: arabic,
  play: async ({ canvas }) => {
    await fillIn(canvas, { password: /^كلمة المرور الجديدة/, confirm: /^تأكيد كلمة المرور/ });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(expired);
  },
};
