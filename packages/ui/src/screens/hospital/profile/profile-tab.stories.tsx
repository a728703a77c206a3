import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import {
  confirmQuestion,
  jpegPicture,
  storyArabicHospital,
  storyHospital,
  storyUpdateOptions,
} from './hospital-profile.fixtures';
import { ProfileTab } from './profile-tab';

const meta = {
  title: 'Hospital/Profile/Profile tab',
  component: ProfileTab,
  args: {
    hospital: storyHospital,
    options: storyUpdateOptions(),
    onUpdate: fn(),
    gallery: { onUpload: fn(), onDelete: fn() },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileTab>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openUpdate(button = 'Update', title = 'Update Hospital') {
  await userEvent.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return within(dialog);
}

/** The modal offers the 48 half hours from 00:00 to 23:30 for opening and closing, and sends the choice. */
export const UpdateHours: Story = {
  play: async ({ args }) => {
    const inDialog = await openUpdate();
    await expect(inDialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Marina Care Hospital');
    await userEvent.click(inDialog.getByRole('button', { name: /Opening Time/ }));
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(48);
    await expect(options[0]).toHaveTextContent('00:00');
    await expect(options[47]).toHaveTextContent('23:30');
    await userEvent.click(screen.getByRole('option', { name: '09:30' }));
    await userEvent.click(inDialog.getByRole('button', { name: /Closing Time/ }));
    await userEvent.click(await screen.findByRole('option', { name: '21:00' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith({
        name: 'Marina Care Hospital',
        openingTime: '09:30',
        closingTime: '21:00',
        about: storyHospital.about,
        type: 'HOSPITAL',
        serviceIds: ['addon-pharmacy', 'addon-parking', 'addon-emergency'],
        insuranceIds: storyHospital.insuranceIds,
      }),
    );
  },
};

/** Without a service: "Services are required"; without about: "Required"; nothing is sent. */
export const ServicesRequired: Story = {
  play: async ({ args }) => {
    const inDialog = await openUpdate();
    for (const name of ['Pharmacy', 'Free Parking', '24/7 Emergency']) {
      await userEvent.click(inDialog.getByRole('button', { name: `Remove ${name}` }));
    }
    await userEvent.clear(inDialog.getByRole('textbox', { name: 'About' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expect(await inDialog.findByText('Services are required')).toBeVisible();
    await expect(inDialog.getByRole('textbox', { name: 'About' })).toHaveAccessibleDescription('Required');
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** The server refused: the modal stays open with the message. */
export const UpdateRefused: Story = {
  args: { updateOpen: true, updateError: 'Problem while updating the hospital' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Update Hospital' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Problem while updating the hospital');
  },
};

/** While saving, the button says so. */
export const Updating: Story = {
  args: { updateOpen: true, updating: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Update Hospital' });
    await expect(within(dialog).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Each gallery image has its Delete, behind the usual question. */
export const GalleryDelete: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete image 1' }));
    await confirmQuestion('Are you sure you want to delete this item?', 'Delete');
    await expect(args.gallery?.onDelete).toHaveBeenCalledWith('marina-care-lobby.jpg');
  },
};

/** A chosen JPEG or PNG is uploaded at once; a file over 5 MB is refused before sending. */
export const GalleryUpload: Story = {
  play: async ({ args, canvas }) => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText('Add an image'), big);
    await expect(await canvas.findByText('File too big, please select a file less than 5MB')).toBeVisible();
    await expect(args.gallery?.onUpload).not.toHaveBeenCalled();
    const picture = await jpegPicture('lobby.jpg');
    await userEvent.upload(canvas.getByLabelText('Add an image'), picture);
    await waitFor(() => expect(args.gallery?.onUpload).toHaveBeenCalledWith(picture));
  },
};

export const GalleryUploading: Story = {
  args: { gallery: { onUpload: fn(), onDelete: fn(), uploading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Uploading…' })).toBeVisible();
    await expect(canvas.getByLabelText('Add an image')).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { hospital: storyArabicHospital, options: storyUpdateOptions('ar') },
  play: async ({ args }) => {
    const inDialog = await openUpdate('تحديث', 'تحديث بيانات المستشفى');
    for (const name of ['صيدلية', 'مواقف مجانية', 'طوارئ على مدار الساعة']) {
      await userEvent.click(inDialog.getByRole('button', { name: `إزالة ${name}` }));
    }
    await userEvent.click(inDialog.getByRole('button', { name: 'تحديث' }));
    await expect(await inDialog.findByText('الخدمات مطلوبة')).toBeVisible();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};
