import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { canvasPicture } from '../../../stories/canvas-picture';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { expectFieldErrors } from '../../hospital/staff-forms/staff-forms.story-helpers';
import { AccountTab } from './account-tab';
import { passwordField, storyArabicDoctor, storyBareDoctor, storyDoctor } from './doctor-profile.fixtures';

const meta = {
  title: 'Doctor/Profile/Account tab',
  component: AccountTab,
  args: {
    doctor: storyDoctor,
    onSave: fn(() => Promise.resolve(true)),
    picture: { onUpload: fn(() => Promise.resolve()), onRemove: fn(() => Promise.resolve()) },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordHint = 'Needed to save these details: enter a new password or your current one.';

/** Filled with his names, email and mobile; the passwords empty; his picture with Remove. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ahmed');
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Al Mansoori');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ahmed.almansoori@marinacare.ae');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Mobile' })).toHaveValue('+971-50 318 2204');
    await expect(passwordField('Change Password')).toHaveValue('');
    await expect(passwordField('Confirm Password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove picture' })).toBeVisible();
    await expect(canvas.getByLabelText('New picture')).toHaveAttribute('accept', 'image/jpeg,.jpg,.jpeg');
  },
};

/** The new details with the password and its confirmation are sent; once saved, both password fields empty. */
export const Save: Story = {
  play: async ({ args, canvas }) => {
    const lastName = canvas.getByRole('textbox', { name: 'Last Name' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Al Mansouri');
    await userEvent.type(passwordField('Change Password'), 'NewPass@2025');
    await userEvent.type(passwordField('Confirm Password'), 'NewPass@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        firstName: 'Ahmed',
        lastName: 'Al Mansouri',
        email: 'ahmed.almansoori@marinacare.ae',
        mobile: '+971-50 318 2204',
        password: 'NewPass@2025',
        confirmPassword: 'NewPass@2025',
      }),
    );
    await waitFor(() => expect(passwordField('Change Password')).toHaveValue(''));
    await expect(passwordField('Confirm Password')).toHaveValue('');
  },
};

/**
 * 001 §5 "Doctor account": the names and mobile required, the email required
 * and valid, both passwords required and equal ("Both password need to be
 * the same"); nothing is sent.
 */
export const Validation: Story = {
  play: async ({ args, canvas }) => {
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const mobile = canvas.getByRole('textbox', { name: 'Mobile' });
    await userEvent.clear(firstName);
    await userEvent.clear(email);
    await userEvent.type(email, 'ahmed@');
    await userEvent.clear(mobile);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expectFieldErrors([firstName, mobile, passwordField('Confirm Password')], 'Required');
    // The password's hint comes first, then its error.
    const password = passwordField('Change Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(`${passwordHint} Required`));
    await expectFieldErrors([email], 'Invalid email address');
    await userEvent.type(mobile, '50318');
    await userEvent.tab();
    await expectFieldErrors([mobile], 'Enter the whole phone number: +971-## ### ####');
    await userEvent.type(password, 'short');
    await userEvent.tab();
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(`${passwordHint} Password must be at least 8 characters`),
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'NewPass@2025');
    await userEvent.type(passwordField('Confirm Password'), 'Other@2025');
    await userEvent.tab();
    await expectFieldErrors([passwordField('Confirm Password')], 'Both password need to be the same');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's refusal above the fields. */
export const SaveRefused: Story = {
  args: { saveError: 'Email already exists' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email already exists');
  },
};

/** A JPEG is cropped to 250 × 250 and uploaded; once done the picker is empty again. */
export const UploadPicture: Story = {
  play: async ({ args, canvas }) => {
    const upload = canvas.getByRole('button', { name: 'Upload picture' });
    await expect(upload).toBeDisabled();
    const picture = await canvasPicture('me.jpg', 'image/jpeg', 600, 400);
    await userEvent.upload(canvas.getByLabelText('New picture'), picture);
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    await waitFor(() => expect(args.picture?.onUpload).toHaveBeenCalledOnce());
    const sent: unknown = (args.picture?.onUpload as ReturnType<typeof fn> | undefined)?.mock.lastCall?.[0];
    if (!(sent instanceof File)) throw new Error('No file was sent');
    const bitmap = await createImageBitmap(sent);
    await expect([sent.type, bitmap.width, bitmap.height]).toEqual(['image/jpeg', 250, 250]);
  },
};

/** Remove picture asks first. */
export const RemovePicture: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove the profile picture?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await expect(args.picture?.onRemove).toHaveBeenCalledOnce();
  },
};

/** No picture yet: nothing to remove. */
export const NoPicture: Story = {
  args: { doctor: storyBareDoctor },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Remove picture' })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { doctor: storyArabicDoctor },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'الاسم الأول' })).toHaveValue('Ahmed');
    await userEvent.type(passwordField('تغيير كلمة المرور'), 'NewPass@2025');
    await userEvent.type(passwordField('تأكيد كلمة المرور'), 'Other@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث' }));
    await expectFieldErrors([passwordField('تأكيد كلمة المرور')], 'يجب أن تكون كلمتا المرور متطابقتين');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Phone: Story = phoneStory();

export const ArabicPhone: Story = { ...phoneStory({ arabic: true }), args: { doctor: storyArabicDoctor } };
