import { handlers, mockError, vendors } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { offlineMapConfig } from '../../../components/maps/map-fixtures';
import { clickMap, waitForMap } from '../../../components/maps/map-story-utils';
import { toast } from '../../../components/toaster';
import { neverAnswer, requestLog } from '../../../stories/mock-requests';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { confirmQuestion, jpegPicture, openTab } from '../../hospital/profile/hospital-profile.fixtures';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import { passwordField } from '../../shared/staff-account/staff-account.fixtures';
import { vendorSession } from '../packages/vendor-packages.story-helpers';
import { VendorProfileScreen } from './vendor-profile.connected';
import { editableVendor } from './vendor-profile.fixtures';

const updateLog = requestLog('put', '/vendors/{id}');
const galleryDeleteLog = requestLog('delete', '/vendors/deleteGalleryImage/{id}/{imageId}');
const { vendorWellnessHub } = vendors;

const meta = {
  title: 'Vendor/Profile (connected)',
  component: VendorProfileScreen,
  args: { onUserChange: fn(), mapConfig: offlineMapConfig },
  decorators: [withToaster, withApi({ storage: vendorSession })],
  parameters: {
    layout: 'padded',
    msw: { handlers: [updateLog.handler, galleryDeleteLog.handler, ...editableVendor.handlers, ...handlers] },
  },
  beforeEach: () => {
    toast.clear();
    updateLog.clear();
    galleryDeleteLog.clear();
    editableVendor.reset();
  },
} satisfies Meta<typeof VendorProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the signed-in vendor's record in the form. */
async function formReady() {
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Omar'));
}

/**
 * A changed name saves without a password (the spec choice: an empty pair
 * keeps it), "Vendor profile updated", the stored user takes the names; then
 * a new password goes with its confirmation.
 */
export const SaveProfile: Story = {
  play: async ({ args, canvas }) => {
    await formReady();
    const lastName = canvas.getByRole('textbox', { name: 'Last Name' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Al Suwaidi Jr');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expectToast('Vendor profile updated');
    await expect(updateLog.bodies).toEqual([
      { firstName: 'Omar', lastName: 'Al Suwaidi Jr', email: 'omar@wellnesshub.ae', phoneNo: '+971-50 661 2290' },
    ]);
    await expect(args.onUserChange).toHaveBeenCalledWith({
      firstName: 'Omar',
      lastName: 'Al Suwaidi Jr',
      email: 'omar@wellnesshub.ae',
    });
    await userEvent.type(passwordField('Password'), 'Marina-Walk-2026');
    await userEvent.type(passwordField('Confirm Password'), 'Marina-Walk-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updateLog.bodies).toHaveLength(2));
    await expect(updateLog.bodies[1]).toMatchObject({
      password: 'Marina-Walk-2026',
      confirmPassword: 'Marina-Walk-2026',
    });
    await waitFor(() => expect(passwordField('Password')).toHaveValue(''));
  },
};

/** A refused save: 'Problem while updating the vendor' with the server's message, which also stays above the form. */
export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('put', '/vendors/{id}', 409, { message: 'This email is already used' }),
        ...editableVendor.handlers,
        ...handlers,
      ],
    },
  },
  play: async ({ args, canvas }) => {
    await formReady();
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), ' K');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expectToast('Problem while updating the vendor');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This email is already used');
    await expect(args.onUserChange).not.toHaveBeenCalled();
  },
};

/** A new picture goes up as a JPEG ("Profile picture updated"), then is removed ("Profile picture deleted"). */
export const ChangePicture: Story = {
  play: async ({ args }) => {
    await userEvent.upload(await screen.findByLabelText('New picture'), await jpegPicture('shop.jpg'));
    const upload = screen.getByRole('button', { name: 'Upload picture' });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    await expectToast('Profile picture updated');
    await expect(args.onUserChange).toHaveBeenCalledWith({ image: vendorWellnessHub.image });
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    await confirmQuestion('Remove the profile picture?', 'Remove');
    await expectToast('Profile picture deleted');
  },
};

export const PictureCallsFail: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('put', '/vendors/uploadProfilePicture/{id}', 413, { message: 'Too big' }),
        mockError('delete', '/vendors/deleteProfileImage/{id}', 500, { message: 'Disk error' }),
        ...editableVendor.handlers,
        ...handlers,
      ],
    },
  },
  play: async () => {
    await userEvent.upload(await screen.findByLabelText('New picture'), await jpegPicture('shop.jpg'));
    const upload = screen.getByRole('button', { name: 'Upload picture' });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    await expectToast('Failed to update profile picture');
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    await confirmQuestion('Remove the profile picture?', 'Remove');
    await expectToast('Failed to delete profile picture');
  },
};

/** An upload ("Image Uploaded Successfully"), then a delete by the file name without extension ("Vandor gallery image deleted"). */
export const GalleryUploadAndDelete: Story = {
  play: async () => {
    await openTab('Images');
    await userEvent.upload(await screen.findByLabelText('Add an image'), await jpegPicture('studio.jpg'));
    await expectToast('Image Uploaded Successfully');
    await userEvent.click(screen.getByRole('button', { name: 'Delete image 1' }));
    await confirmQuestion('Are you sure you want to delete this item?', 'Delete');
    await expectToast('Vandor gallery image deleted');
    await expect(galleryDeleteLog.urls.map((url) => url.pathname.split('/').slice(-2).join('/'))).toEqual([
      'vnd-wellness-hub/wellness-hub-gym',
    ]);
  },
};

export const GalleryDeleteFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('delete', '/vendors/deleteGalleryImage/{id}/{imageId}', 404, { message: 'Image not found' }),
        ...editableVendor.handlers,
        ...handlers,
      ],
    },
  },
  play: async () => {
    await openTab('Images');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete image 1' }));
    const dialog = await confirmQuestion('Are you sure you want to delete this item?', 'Delete');
    await expectToast('Failed to delete image');
    await expect(dialog).toBeInTheDocument();
  },
};

/** A click moves the pin; Update Location sends `{ location }` alone, latitude first, and the vendor is read again. */
export const UpdateLocation: Story = {
  play: async ({ canvasElement }) => {
    await openTab('Location');
    await waitForMap(canvasElement);
    const [lat = 0, lng = 0] = vendorWellnessHub.location?.coordinates ?? [];
    const map = screen.getByRole('application', { name: 'Map: choose a location' });
    const expected = await clickMap(map, [lat, lng], 15, [70, 40]);
    const reads = editableVendor.gets();
    await userEvent.click(screen.getByRole('button', { name: 'Update Location' }));
    await expectToast('Vendor profile updated');
    const body = updateLog.bodies[0] as { location: { type: string; coordinates: number[] } };
    await expect(Object.keys(body)).toEqual(['location']);
    await expect(body.location.type).toBe('Point');
    await expect(body.location.coordinates[0]).toBeCloseTo(expected.lat, 4);
    await expect(body.location.coordinates[1]).toBeCloseTo(expected.lng, 4);
    await waitFor(() => expect(editableVendor.gets()).toBeGreaterThan(reads));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/vendors/{id}'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', '/vendors/{id}', 404, { message: 'Not found' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while fetching vendor profile');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
