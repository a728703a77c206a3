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
import { doctorSession, editableDoctor, openTab, passwordField } from './doctor-profile.fixtures';
import { DoctorProfileScreen } from './doctor-profile.connected';

const doctor = editableDoctor();

/** The story's session, to check what the screen stored in it. */
const story: { session?: Session } = {};
function SessionCapture({ children }: { children: ReactNode }) {
  const { session } = useApi();
  useEffect(() => {
    story.session = session;
  }, [session]);
  return children;
}
const withSessionCapture: Decorator = (Story) => (
  <SessionCapture>
    <Story />
  </SessionCapture>
);
const storedUser = () => story.session?.getUser();

const meta = {
  title: 'Doctor/Profile (connected)',
  component: DoctorProfileScreen,
  args: { onUserChange: fn() },
  decorators: [withToaster, withSessionCapture, withApi({ storage: doctorSession })],
  parameters: { layout: 'padded', msw: { handlers: [...doctor.handlers, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    doctor.reset();
  },
} satisfies Meta<typeof DoctorProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the Update modal. */
async function openUpdate(button = 'Update', title = 'Update Profile') {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
}

/** The signed-in doctor's profile, from `GET /doctors/{id}` with the session's referenceId. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ahmed Al Mansoori' })).toBeVisible();
    await expect(canvas.getByText('Marina Care Hospital')).toBeVisible();
    await expect(canvas.getByText('14 years')).toBeVisible();
  },
};

/**
 * The modal adds a speciality and changes the experience: "Doctor profile
 * updated", the modal closes, the tab shows the change, and the answer's user
 * is stored in the session and handed to the app.
 */
export const UpdateProfile: Story = {
  play: async ({ args, canvas }) => {
    const inDialog = await openUpdate();
    await userEvent.type(inDialog.getByRole('combobox', { name: 'Speciality' }), 'paed');
    await userEvent.click(await screen.findByRole('option', { name: 'Paediatrics' }));
    await userEvent.tab();
    const experience = inDialog.getByRole('textbox', { name: /^Experience/ });
    await userEvent.clear(experience);
    await userEvent.type(experience, '15');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Doctor profile updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(doctor.bodies).toEqual([
      {
        specialityId: ['spec-cardiology', 'spec-paediatrics'],
        experience: '15',
        about: expect.any(String) as unknown,
      },
    ]);
    await expect(await canvas.findByText('Cardiology, Paediatrics')).toBeVisible();
    await expect(canvas.getByText('15 years')).toBeVisible();
    await expect(args.onUserChange).toHaveBeenCalledWith(expect.objectContaining({ _id: 'user-ahmed' }));
    await expect(storedUser()).toMatchObject({ _id: 'user-ahmed', referenceId: 'doc-ahmed-mansoori' });
  },
};

/** An empty modal is not sent: "Speciality is required" and "Required". */
export const UpdateValidation: Story = {
  play: async () => {
    const inDialog = await openUpdate();
    await userEvent.click(inDialog.getByRole('button', { name: 'Remove Cardiology' }));
    await userEvent.clear(inDialog.getByRole('textbox', { name: /^About/ }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectFieldErrors([inDialog.getByRole('combobox', { name: 'Speciality' })], 'Speciality is required');
    await expectFieldErrors([inDialog.getByRole('textbox', { name: /^About/ })], 'Required');
    await expect(doctor.bodies).toEqual([]);
  },
};

/** A refused update: "Problem while updating the doctor", the server's message in the modal, which stays open. */
export const UpdateFails: Story = {
  parameters: {
    msw: { handlers: [mockError('put', '/doctors/{id}', 400, { message: 'specialityId: unknown id' }), ...handlers] },
  },
  play: async ({ args }) => {
    const inDialog = await openUpdate();
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Problem while updating the doctor');
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('specialityId: unknown id');
    await expect(screen.getByRole('dialog', { name: 'Update Profile' })).toBeVisible();
    await expect(args.onUserChange).not.toHaveBeenCalled();
  },
};

/** The Account tab sends the names, email, mobile and both passwords; the top bar's user follows. */
export const SaveAccount: Story = {
  play: async ({ args }) => {
    await openTab('Account');
    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Ahmad');
    await userEvent.type(passwordField('Change Password'), 'NewPass@2025');
    await userEvent.type(passwordField('Confirm Password'), 'NewPass@2025');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await expectToast('Doctor profile updated');
    await expect(doctor.bodies).toEqual([
      {
        firstName: 'Ahmad',
        lastName: 'Al Mansoori',
        email: 'ahmed.almansoori@marinacare.ae',
        mobile: '+971-50 318 2204',
        password: 'NewPass@2025',
        confirmPassword: 'NewPass@2025',
      },
    ]);
    await expect(storedUser()).toMatchObject({ firstName: 'Ahmad', lastName: 'Al Mansoori' });
    await expect(args.onUserChange).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Ahmad' }));
    await waitFor(() => expect(passwordField('Change Password')).toHaveValue(''));
  },
};

/** A refused account save: the toast, and the server's message above the fields. */
export const SaveAccountFails: Story = {
  parameters: {
    msw: { handlers: [mockError('put', '/doctors/{id}', 409, { message: 'Email already exists' }), ...handlers] },
  },
  play: async () => {
    await openTab('Account');
    await userEvent.type(passwordField('Change Password'), 'NewPass@2025');
    await userEvent.type(passwordField('Confirm Password'), 'NewPass@2025');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await expectToast('Problem while updating the doctor');
    const account = screen.getByRole('region', { name: 'Account details' });
    await expect(await within(account).findByRole('alert')).toHaveTextContent('Email already exists');
    await expect(passwordField('Change Password')).toHaveValue('NewPass@2025');
  },
};

/** A new picture goes up ("Profile picture updated"), then Remove asks and deletes it ("Profile picture deleted"). */
export const UploadAndRemovePicture: Story = {
  play: async ({ args }) => {
    await openTab('Account');
    await userEvent.upload(screen.getByLabelText('New picture'), await canvasPicture('me.jpg', 'image/jpeg', 400, 300));
    const upload = screen.getByRole('button', { name: 'Upload picture' });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    await expectToast('Profile picture updated');
    await expect(args.onUserChange).toHaveBeenCalledWith({ image: expect.stringMatching(/^data:image/) as unknown });
    await expect(storedUser()?.image).toMatch(/^data:image/);
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove the profile picture?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await expectToast('Profile picture deleted');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull());
    await expect(args.onUserChange).toHaveBeenLastCalledWith({ image: undefined });
    await expect(storedUser()).not.toHaveProperty('image');
  },
};

export const PictureUploadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('put', '/doctors/uploadProfilePicture/{id}', 413, { message: 'Too big' }),
        ...doctor.handlers,
        ...handlers,
      ],
    },
  },
  play: async () => {
    await openTab('Account');
    await userEvent.upload(screen.getByLabelText('New picture'), await canvasPicture('me.jpg', 'image/jpeg', 400, 300));
    const upload = screen.getByRole('button', { name: 'Upload picture' });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    await expectToast('Failed to update profile picture');
  },
};

/** A failed removal: "Failed to delete profile picture", and the question stays open. */
export const PictureRemoveFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('delete', '/doctors/deleteProfileImage/{id}', 404, { message: 'Not found' }),
        ...doctor.handlers,
        ...handlers,
      ],
    },
  },
  play: async () => {
    await openTab('Account');
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove the profile picture?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await expectToast('Failed to delete profile picture');
    await expect(question).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/doctors/{id}'), ...handlers] } },
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
        http.get(mockUrl('/doctors/{id}'), () => {
          if (failedOnce) return undefined;
          failedOnce = true;
          return HttpResponse.json({ message: 'Server error' }, { status: 500 });
        }),
        ...doctor.handlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting your profile');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ahmed Al Mansoori' })).toBeVisible();
  },
};

/** Nobody signed in as a doctor (no referenceId): nothing to load. */
export const NoDoctor: Story = {
  decorators: [withApi({ storage: {} })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting your profile');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('أمراض القلب')).toBeVisible();
    const inDialog = await openUpdate('تحديث', 'تحديث الملف الشخصي');
    const experience = inDialog.getByRole('textbox', { name: /^الخبرة/ });
    await userEvent.clear(experience);
    await userEvent.type(experience, '١٦');
    await userEvent.click(inDialog.getByRole('button', { name: 'تحديث' }));
    await expectToast('تم تحديث ملف الطبيب');
    await expect(doctor.bodies).toEqual([expect.objectContaining({ experience: '16' })]);
    await expect(await canvas.findByText('16 سنة')).toBeVisible();
  },
};
