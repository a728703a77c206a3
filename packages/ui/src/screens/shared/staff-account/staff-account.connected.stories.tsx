import { type Session, useApi } from '@aafiya/api-client';
import { handlers, mockError, mockUrl } from '@aafiya/api-client/mocks';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { type ReactNode, useEffect } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { canvasPicture } from '../../../stories/canvas-picture';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import { expectFieldErrors } from '../../hospital/staff-forms/staff-forms.story-helpers';
import { SIGN_OUT_DELAY_MS, StaffAccountScreen } from './staff-account.connected';
import { accountPaths, editableAccount, passwordField, staffSession } from './staff-account.fixtures';

const nurse = editableAccount('nurse');
const receptionist = editableAccount('receptionist');
const laboratory = editableAccount('laboratory');
const pharmacy = editableAccount('pharmacy');

/**
 * The story's session, to check that a successful update cleared it: the
 * innermost capture's (a story's own withApi wraps the screen closer than the
 * meta's; effects run inner first).
 */
const story: { session?: Session | undefined } = {};
function SessionCapture({ children }: { children: ReactNode }) {
  const { session } = useApi();
  useEffect(() => {
    story.session ??= session;
  }, [session]);
  return children;
}
const withSessionCapture: Decorator = (Story) => (
  <SessionCapture>
    <Story />
  </SessionCapture>
);

const receptionistStory = {
  args: { kind: 'receptionist' as const },
  decorators: [withSessionCapture, withApi({ storage: staffSession('receptionist') })],
};

const meta = {
  title: 'Shared/Staff account (connected)',
  component: StaffAccountScreen,
  args: { kind: 'nurse', onSignedOut: fn(), onUserChange: fn() },
  decorators: [withToaster, withSessionCapture, withApi({ storage: staffSession('nurse') })],
  parameters: {
    layout: 'padded',
    msw: {
      handlers: [
        ...nurse.handlers,
        ...receptionist.handlers,
        ...laboratory.handlers,
        ...pharmacy.handlers,
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    story.session = undefined;
    toast.clear();
    nurse.reset();
    receptionist.reset();
    laboratory.reset();
    pharmacy.reset();
  },
} satisfies Meta<typeof StaffAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the signed-in person's record in the form. */
async function formReady(firstName = 'Maria') {
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue(firstName));
}

async function typePasswords(password: string, confirmation = password) {
  await userEvent.type(passwordField('Password'), password);
  await userEvent.type(passwordField('Confirm Password'), confirmation);
}

/** 001 §5: an emptied form is not sent; every field says "Required", a wrong email "Invalid email address". */
export const RequiredMessages: Story = {
  play: async ({ canvas }) => {
    await formReady();
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    const lastName = canvas.getByRole('textbox', { name: 'Last Name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const mobile = canvas.getByRole('textbox', { name: 'Mobile' });
    for (const field of [firstName, lastName, email, mobile]) await userEvent.clear(field);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expectFieldErrors([firstName, lastName, email, mobile, passwordField('Confirm Password')], 'Required');
    await waitFor(() => expect(passwordField('Password')).toHaveAccessibleDescription(/Required$/));
    await userEvent.type(email, 'maria@');
    await userEvent.tab();
    await expectFieldErrors([email], 'Invalid email address');
    await expect(nurse.bodies).toEqual([]);
  },
};

/** 001 §5: "Both password need to be the same"; nothing is sent. */
export const PasswordsMismatch: Story = {
  play: async ({ args, canvas }) => {
    await formReady();
    await typePasswords('NewPass@2025', 'Other@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expectFieldErrors([passwordField('Confirm Password')], 'Both password need to be the same');
    await expect(nurse.bodies).toEqual([]);
    await expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};

/**
 * 001 §4: `PUT /nurse/{id}` with the form; then "Account updated. Please
 * sign in again.", the session cleared, and after 1 s the app is told to send
 * her to sign in again.
 */
export const SaveSignsOut: Story = {
  play: async ({ args, canvas }) => {
    await formReady();
    const lastName = canvas.getByRole('textbox', { name: 'Last Name' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Santos Cruz');
    await typePasswords('NewPass@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expectToast('Account updated. Please sign in again.');
    await expect(nurse.bodies).toEqual([
      {
        firstName: 'Maria',
        lastName: 'Santos Cruz',
        email: 'maria.santos@marinacare.ae',
        mobile: '+971-58 233 9140',
        password: 'NewPass@2025',
        confirmPassword: 'NewPass@2025',
      },
    ]);
    await expect(story.session?.getToken()).toBeNull();
    await expect(story.session?.getReferenceId()).toBeNull();
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledOnce(), { timeout: SIGN_OUT_DELAY_MS + 2000 });
    // The page still shows the account until the app leaves.
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Santos Cruz');
  },
};

/** The receptionist's account (001 §5 "Receptionist account form"): `PUT /receptionists/{id}`, then signed out. */
export const ReceptionistSaveSignsOut: Story = {
  ...receptionistStory,
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Receptionist account' })).toBeVisible();
    await formReady('Sara');
    await typePasswords('NewPass@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expectToast('Account updated. Please sign in again.');
    await expect(receptionist.bodies).toEqual([expect.objectContaining({ email: 'sara.ali@marinacare.ae' })]);
    await expect(nurse.bodies).toEqual([]);
    await expect(story.session?.getToken()).toBeNull();
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledOnce(), { timeout: SIGN_OUT_DELAY_MS + 2000 });
  },
};

/**
 * The laboratory's account (001 §2, §4, §8): `PUT /labortories/{id}`, "Laboratory
 * updated successfully", the session cleared, and the sign-in again after 2 s.
 */
export const LaboratorySaveSignsOut: Story = {
  args: { kind: 'laboratory' },
  decorators: [withSessionCapture, withApi({ storage: staffSession('laboratory') })],
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Laboratory account' })).toBeVisible();
    await formReady('Marina Central');
    await typePasswords('NewPass@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expectToast('Laboratory updated successfully');
    await expect(laboratory.bodies).toEqual([expect.objectContaining({ email: 'lab@marinacare.ae' })]);
    await expect(story.session?.getToken()).toBeNull();
    // 001 §9: 2 s, not the nurse's 1 s.
    await new Promise((resolve) => setTimeout(resolve, SIGN_OUT_DELAY_MS + 200));
    await expect(args.onSignedOut).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

/** The pharmacy's account in Arabic (ours, #21): `PUT /pharmacies/{id}`, "Pharmacy updated successfully", signed out. */
export const PharmacySaveSignsOutArabic: Story = {
  args: { kind: 'pharmacy' },
  globals: arabic,
  decorators: [withSessionCapture, withApi({ storage: staffSession('pharmacy') })],
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'حساب الصيدلية' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'الاسم الأول' })).toHaveValue('Anjali'));
    await userEvent.type(passwordField('كلمة المرور'), 'NewPass@2025');
    await userEvent.type(passwordField('تأكيد كلمة المرور'), 'NewPass@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث' }));
    await expectToast('تم تحديث الصيدلية بنجاح');
    await expect(pharmacy.bodies).toEqual([expect.objectContaining({ email: 'pharmacy@demo.ae' })]);
    await expect(story.session?.getToken()).toBeNull();
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledOnce(), { timeout: 4000 });
  },
};

/** A refused update toasts the server's message; she stays signed in with the form as typed. */
export const SaveFails: Story = {
  parameters: {
    msw: { handlers: [mockError('put', '/nurse/{id}', 409, { message: 'Email already exists' }), ...handlers] },
  },
  play: async ({ args, canvas }) => {
    await formReady();
    await typePasswords('NewPass@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expectToast('Email already exists');
    await expect(story.session?.getToken()).toBe('story-token');
    await expect(passwordField('Password')).toHaveValue('NewPass@2025');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled();
    await expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};

async function uploadPicture() {
  await userEvent.upload(screen.getByLabelText('New picture'), await canvasPicture('me.jpg', 'image/jpeg', 400, 300));
  const upload = screen.getByRole('button', { name: 'Upload picture' });
  await waitFor(() => expect(upload).toBeEnabled());
  await userEvent.click(upload);
}

async function removePicture() {
  await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
  const question = await screen.findByRole('alertdialog', { name: 'Remove the profile picture?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
  return question;
}

/** 001 §8: "Profile picture updated", then Remove asks and deletes it: "Profile picture deleted". */
export const PictureUploadAndRemove: Story = {
  play: async ({ args }) => {
    await formReady();
    await uploadPicture();
    await expectToast('Profile picture updated');
    await expect(args.onUserChange).toHaveBeenCalledWith({ image: expect.stringMatching(/^data:image/) as unknown });
    await expect(story.session?.getUser()?.image).toMatch(/^data:image/);
    await removePicture();
    await expectToast('Profile picture deleted');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull());
    await expect(args.onUserChange).toHaveBeenLastCalledWith({ image: undefined });
  },
};

/** The receptionist's picture calls: `PUT /receptionists/uploadProfilePicture/{id}`, `DELETE …/deleteProfileImage/{id}`. */
export const ReceptionistPicture: Story = {
  ...receptionistStory,
  play: async () => {
    await formReady('Sara');
    await uploadPicture();
    await expectToast('Profile picture updated');
    await removePicture();
    await expectToast('Profile picture deleted');
  },
};

/** 001 §8: "Failed to update profile picture" and "Failed to delete profile picture" (the question stays open). */
export const PictureFailures: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('put', accountPaths.nurse.upload, 413, { message: 'Too big' }),
        mockError('delete', accountPaths.nurse.remove, 404, { message: 'Not found' }),
        ...nurse.handlers,
        ...handlers,
      ],
    },
  },
  play: async () => {
    await formReady();
    await uploadPicture();
    await expectToast('Failed to update profile picture');
    const question = await removePicture();
    await expectToast('Failed to delete profile picture');
    await expect(question).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/nurse/{id}'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

/** The first read fails; Try again reads it. */
let failedOnce = false;
export const LoadErrorThenRetry: Story = {
  beforeEach: () => {
    failedOnce = false;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(mockUrl('/nurse/{id}'), () => {
          if (failedOnce) return undefined;
          failedOnce = true;
          return HttpResponse.json({ message: 'Server error' }, { status: 500 });
        }),
        ...nurse.handlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting your account');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await formReady();
  },
};

/** In Arabic: the mismatch message and the refused update's toast. */
export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'حساب الممرض' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'الاسم الأول' })).toHaveValue('Maria'));
    await userEvent.type(passwordField('كلمة المرور'), 'NewPass@2025');
    await userEvent.type(passwordField('تأكيد كلمة المرور'), 'Other@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث' }));
    await expectFieldErrors([passwordField('تأكيد كلمة المرور')], 'يجب أن تكون كلمتا المرور متطابقتين');
    await expect(nurse.bodies).toEqual([]);
  },
};
