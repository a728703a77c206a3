import { handlers, mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast } from '../../../../components/toaster';
import { phoneStory } from '../../../../stories/fits-viewport';
import { arabic } from '../../../../stories/locale-globals';
import { neverAnswer } from '../../../../stories/mock-requests';
import { userEvent } from '../../../../stories/user-event';
import { withApi } from '../../../../stories/with-api';
import { withToaster } from '../../../../stories/with-toaster';
import { body, toasts } from '../../../hospital/provider-schedule/provider-schedule.story-helpers';
import { patientStorage, storyPatient } from '../profile.story-helpers';
import { AccountTab } from './account-tab.connected';
import { createAccountServer } from './account-mock-server';

const api = createAccountServer();
const refusing = createAccountServer({ refusal: 'This email is already registered' });

const meta = {
  title: 'Public/Patient dashboard/Account',
  component: AccountTab,
  args: { patientId: storyPatient._id, onUserChange: fn() },
  decorators: [withToaster, withApi({ storage: patientStorage })],
  parameters: { msw: { handlers: [...api.handlers, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    api.reset();
    refusing.reset();
  },
} satisfies Meta<typeof AccountTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Her details prefilled from the profile, the picture, and the deletion button with its note. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const details = within(await canvas.findByRole('form', { name: 'Personal and contact details' }));
    await expect(details.getByRole('textbox', { name: 'First Name' })).toHaveValue('مريم');
    await expect(details.getByRole('textbox', { name: 'Email' })).toHaveValue('mariam.alkaabi@example.ae');
    await expect(details.getByRole('textbox', { name: 'Phone' })).toHaveValue('+971-50 123 4567');
    await expect(details.getByRole('textbox', { name: 'Location' })).toHaveValue('Al Khan, Sharjah');
    await expect(details.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Remove picture' })).toBeVisible();
    const deletion = canvas.getByRole('button', { name: 'Delete account' });
    await expect(deletion).toHaveAccessibleDescription(/the administrator, who confirms it/);
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'البيانات الشخصية وبيانات الاتصال' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'حذف الحساب' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory(),
  play: async (context) => {
    await within(context.canvasElement).findByRole('button', { name: 'Delete account' });
    await phoneStory().play(context);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/patients/profile/{id}'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your account' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', '/patients/profile/{id}', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load your account.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An emptied field reads 'Required'; a confirmation unlike the password the spec's mismatch text. Nothing is sent. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    const details = within(await canvas.findByRole('form', { name: 'Personal and contact details' }));
    await userEvent.clear(details.getByRole('textbox', { name: 'Location' }));
    await userEvent.type(details.getByLabelText('Password', { selector: 'input' }), 'Marina-Walk-2026');
    await userEvent.type(details.getByLabelText('Confirm Password', { selector: 'input' }), 'Marina-Walk-2025');
    await userEvent.click(details.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(details.getByRole('textbox', { name: 'Location' })).toHaveAccessibleDescription('Required'),
    );
    await expect(details.getByLabelText('Confirm Password', { selector: 'input' })).toHaveAccessibleDescription(
      'Both password need to be the same',
    );
    await expect(api.calls).toEqual([]);
  },
};

/** Saving sends the details with the new password, toasts the spec's text, refreshes the stored user and empties the passwords. */
export const Save: Story = {
  play: async ({ args, canvas }) => {
    const details = within(await canvas.findByRole('form', { name: 'Personal and contact details' }));
    const location = details.getByRole('textbox', { name: 'Location' });
    await userEvent.clear(location);
    await userEvent.type(location, 'Al Majaz, Sharjah');
    const password = details.getByLabelText('Password', { selector: 'input' });
    const confirmation = details.getByLabelText('Confirm Password', { selector: 'input' });
    await userEvent.type(password, 'Marina-Walk-2026');
    await userEvent.type(confirmation, 'Marina-Walk-2026');
    await userEvent.click(details.getByRole('button', { name: 'Update' }));
    await expect(await toasts().findByText('patient profile updated')).toBeVisible();
    await expect(api.calls).toEqual([
      {
        method: 'PUT',
        path: '/patients/{id}',
        body: {
          firstName: 'مريم',
          lastName: 'الكعبي',
          email: 'mariam.alkaabi@example.ae',
          birthday: '1990-04-17',
          gender: 'female',
          location: 'Al Majaz, Sharjah',
          phone: '+971-50 123 4567',
          insurances: ['ins-sukoon'],
          password: 'Marina-Walk-2026',
          confirmPassword: 'Marina-Walk-2026',
        },
      },
    ]);
    await expect(args.onUserChange).toHaveBeenCalledWith(expect.objectContaining({ location: 'Al Majaz, Sharjah' }));
    await expect(location).toHaveValue('Al Majaz, Sharjah');
    await expect(password).toHaveValue('');
    await expect(confirmation).toHaveValue('');
    await waitFor(() => expect(details.getByRole('button', { name: 'Update' })).toBeDisabled());
  },
};

/** A refusal (409): the server's message above the fields, the spec's failure toast, and the typed values kept. */
export const Refused: Story = {
  parameters: { msw: { handlers: [...refusing.handlers, ...handlers] } },
  play: async ({ canvas }) => {
    const details = within(await canvas.findByRole('form', { name: 'Personal and contact details' }));
    const email = details.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.ae');
    await userEvent.click(details.getByRole('button', { name: 'Update' }));
    await expect(await details.findByRole('alert')).toHaveTextContent('This email is already registered');
    await expect(await toasts().findByText('Problem while updating patient profile')).toBeVisible();
    await expect(email).toHaveValue('taken@example.ae');
    await expect(refusing.calls).toHaveLength(1);
  },
};

/** Delete account asks first, then the button reads Cancel request; cancelling the request toggles it back. */
export const DeletionRequest: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete account' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Ask for your account to be deleted?' });
    await waitFor(() => expect(getComputedStyle(confirm).pointerEvents).not.toBe('none'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Request deletion' }));
    await expect(await canvas.findByRole('button', { name: 'Cancel request' })).toBeVisible();
    await expect(await toasts().findByText('Account deletion requested')).toBeVisible();
    await expect(args.onUserChange).toHaveBeenCalledWith({ accountDeletionRequest: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel request' }));
    await expect(await canvas.findByRole('button', { name: 'Delete account' })).toBeVisible();
    await expect(args.onUserChange).toHaveBeenLastCalledWith({ accountDeletionRequest: false });
    await expect(api.calls.map((call) => call.path)).toEqual([
      '/patients/deactivateUser/{id}',
      '/patients/deactivateUser/{id}',
    ]);
  },
};

/** Remove picture after the confirmation: "Profile picture deleted", and the stored user loses the picture. */
export const RemovePicture: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove picture' }));
    const confirm = await body().findByRole('alertdialog');
    await waitFor(() => expect(getComputedStyle(confirm).pointerEvents).not.toBe('none'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expect(await toasts().findByText('Profile picture deleted')).toBeVisible();
    await expect(args.onUserChange).toHaveBeenCalledWith({ image: undefined });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Remove picture' })).toBeNull());
  },
};
