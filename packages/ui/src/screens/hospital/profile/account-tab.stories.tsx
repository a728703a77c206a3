import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { AccountTab } from './account-tab';
import { confirmQuestion, jpegPicture, storyArabicHospital, storyHospital } from './hospital-profile.fixtures';

const meta = {
  title: 'Hospital/Profile/Account tab',
  component: AccountTab,
  args: {
    hospital: storyHospital,
    onSave: fn(() => Promise.resolve(true)),
    picture: { onUpload: fn(() => Promise.resolve()), onRemove: fn(() => Promise.resolve()) },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordField = (canvas: { getByLabelText: (text: string, options: object) => HTMLElement }, label: string) =>
  canvas.getByLabelText(label, { selector: 'input' });

/** A new password with its confirmation is sent; once saved, both fields are empty again. */
export const SaveWithPassword: Story = {
  play: async ({ args, canvas }) => {
    const update = canvas.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    const address = canvas.getByRole('textbox', { name: 'Address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'Al Marsa Street, Dubai Marina');
    await userEvent.type(passwordField(canvas, 'Password'), 'NewPass@2025');
    await userEvent.type(passwordField(canvas, 'Confirm Password'), 'NewPass@2025');
    await userEvent.click(update);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        name: 'Marina Care Hospital',
        tradeLicenseNo: '1048213',
        address: 'Al Marsa Street, Dubai Marina',
        email: 'contact@marinacare.ae',
        phoneNo: '+971-50 412 7788',
        password: 'NewPass@2025',
        confirmPassword: 'NewPass@2025',
      }),
    );
    await waitFor(() => expect(passwordField(canvas, 'Password')).toHaveValue(''));
    await expect(passwordField(canvas, 'Confirm Password')).toHaveValue('');
  },
};

/** "Required", the masks' messages, and "Both password need to be the same"; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Name' }));
    const licence = canvas.getByRole('textbox', { name: 'Trade License Number' });
    await userEvent.clear(licence);
    await userEvent.type(licence, '12345');
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '50123');
    await userEvent.type(passwordField(canvas, 'Password'), 'NewPass@2025');
    await userEvent.type(passwordField(canvas, 'Confirm Password'), 'Other@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Required');
    await expect(licence).toHaveAccessibleDescription('Trade License Number must be 7 digits');
    await expect(phone).toHaveAccessibleDescription('Enter the whole phone number: +971-## ### ####');
    await expect(passwordField(canvas, 'Confirm Password')).toHaveAccessibleDescription(
      'Both password need to be the same',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused the save: its message above the form. */
export const SaveRefused: Story = {
  args: { saveError: 'This email is already registered' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This email is already registered');
  },
};

/** A JPEG is cropped to 250 × 250 and uploaded as a JPEG. */
export const ChangePicture: Story = {
  play: async ({ args, canvas }) => {
    const upload = canvas.getByRole('button', { name: 'Upload picture' });
    await expect(upload).toBeDisabled();
    await userEvent.upload(canvas.getByLabelText('New picture'), await jpegPicture('front.jpg', 600, 400));
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    await waitFor(() => expect(args.picture?.onUpload).toHaveBeenCalled());
    const sent: unknown = (args.picture?.onUpload as ReturnType<typeof fn> | undefined)?.mock.lastCall?.[0];
    if (!(sent instanceof File)) throw new Error('No file was sent');
    await expect(sent.type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(sent);
    await expect([bitmap.width, bitmap.height]).toEqual([250, 250]);
    // Once uploaded, the picker is empty again.
    await waitFor(() => expect(canvas.queryByRole('slider')).toBeNull());
  },
};

/** Upload pressed right after choosing: it waits for the crop, so the first press uploads it. */
export const UploadRightAfterChoosing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.upload(canvas.getByLabelText('New picture'), await jpegPicture('front.jpg', 600, 400));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload picture' }));
    await waitFor(() => expect(args.picture?.onUpload).toHaveBeenCalledOnce());
    const sent: unknown = (args.picture?.onUpload as ReturnType<typeof fn> | undefined)?.mock.lastCall?.[0];
    if (!(sent instanceof File)) throw new Error('No file was sent');
    await expect(sent.type).toBe('image/jpeg');
  },
};

/** More than 500 KB, or not a JPEG: refused with its message before anything is sent. */
export const PictureRefused: Story = {
  play: async ({ args, canvas }) => {
    const big = new File([new Uint8Array(500 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText('New picture'), big);
    await expect(await canvas.findByText('Size should be less than or equal to 500 KB')).toBeVisible();
    const png = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
    await userEvent.setup({ applyAccept: false }).upload(canvas.getByLabelText('New picture'), png);
    await expect(await canvas.findByText('Only JPG or JPEG images are allowed')).toBeVisible();
    await expect(args.picture?.onUpload).not.toHaveBeenCalled();
  },
};

/** Remove picture asks first. */
export const RemovePicture: Story = {
  args: { hospital: { ...storyHospital, image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture' }));
    await confirmQuestion('Remove the profile picture?', 'Remove');
    await expect(args.picture?.onRemove).toHaveBeenCalledOnce();
  },
};

/** No picture yet: nothing to remove. */
export const NoPicture: Story = {
  args: { hospital: { ...storyHospital, image: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Remove picture' })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { hospital: storyArabicHospital },
  play: async ({ args, canvas }) => {
    await userEvent.type(passwordField(canvas, 'كلمة المرور'), 'NewPass@2025');
    await userEvent.type(passwordField(canvas, 'تأكيد كلمة المرور'), 'Other@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث' }));
    await expect(passwordField(canvas, 'تأكيد كلمة المرور')).toHaveAccessibleDescription(
      'يجب أن تكون كلمتا المرور متطابقتين',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
