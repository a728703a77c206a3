import { auth, handlers, hospitals, mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { offlineMapConfig } from '../../../components/maps/map-fixtures';
import { clickMap, waitForMap } from '../../../components/maps/map-story-utils';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { neverAnswer, requestLog } from '../../../stories/mock-requests';
import { expectToast } from '../staff/staff.story-helpers';
import {
  confirmQuestion,
  hospitalSession,
  jpegPicture,
  openTab,
  profileLookupHandlers,
} from './hospital-profile.fixtures';
import { HospitalProfileScreen } from './hospital-profile.connected';

const updateLog = requestLog('put', '/hospitals/{id}');
const { marinaCare } = hospitals;

const meta = {
  title: 'Hospital/Profile (connected)',
  component: HospitalProfileScreen,
  args: { onUserChange: fn(), mapConfig: offlineMapConfig },
  decorators: [withToaster, withApi({ storage: hospitalSession })],
  parameters: { layout: 'padded', msw: { handlers: [updateLog.handler, ...profileLookupHandlers, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    updateLog.clear();
  },
} satisfies Meta<typeof HospitalProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in hospital's account details, on the Account tab. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue('Marina Care Hospital');
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue(marinaCare.address);
  },
};

/** The update modal saves the hours: toast, the modal closes, the stored user is refreshed. */
export const UpdateHours: Story = {
  play: async ({ args }) => {
    await openTab('Hospital Profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Hospital' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Opening Time/ }));
    await userEvent.click(await screen.findByRole('option', { name: '07:30' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectToast('Hospital profile updated');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(updateLog.bodies[0]).toMatchObject({
      openingTime: '07:30',
      closingTime: '22:00',
      services: ['addon-pharmacy', 'addon-parking', 'addon-emergency'],
    });
    await expect(args.onUserChange).toHaveBeenCalledWith(auth.hospitalUser);
  },
};

/** A refused update: the server's message as a toast and in the modal, which stays open. */
export const UpdateRefused: Story = {
  parameters: {
    msw: {
      handlers: [mockError('put', '/hospitals/{id}', 400, { message: 'services: unknown id' }), ...handlers],
    },
  },
  play: async ({ args }) => {
    await openTab('Hospital Profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Hospital' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectToast('services: unknown id');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('services: unknown id');
    await expect(args.onUserChange).not.toHaveBeenCalled();
  },
};

/** The Account tab sends form (b) without a password when none is entered. */
export const SaveAccount: Story = {
  play: async () => {
    const address = await screen.findByRole('textbox', { name: 'Address' });
    await userEvent.type(address, ', Tower B');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await expectToast('Hospital profile updated');
    await expect(updateLog.bodies).toEqual([
      {
        name: 'Marina Care Hospital',
        tradeLicenseNo: '1048213',
        address: `${marinaCare.address ?? ''}, Tower B`,
        phoneNo: '+971-50 412 7788',
        email: 'contact@marinacare.ae',
      },
    ]);
  },
};

export const GalleryUploadAndDelete: Story = {
  play: async () => {
    await openTab('Hospital Profile');
    await userEvent.upload(await screen.findByLabelText('Add an image'), await jpegPicture('lobby.jpg'));
    await expectToast('Image Uploaded Successfully');
    await userEvent.click(screen.getByRole('button', { name: 'Delete image 1' }));
    await confirmQuestion('Are you sure you want to delete this item?', 'Delete');
    await expectToast('Hospital gallery image deleted');
  },
};

export const GalleryDeleteFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('delete', '/hospitals/deleteGalleryImage/{id}/{imageId}', 404, { message: 'Image not found' }),
        ...handlers,
      ],
    },
  },
  play: async () => {
    await openTab('Hospital Profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete image 1' }));
    const dialog = await confirmQuestion('Are you sure you want to delete this item?', 'Delete');
    await expectToast('Failed to delete image');
    await expect(dialog).toBeInTheDocument();
  },
};

/** A new picture goes up as a JPEG; the stored user takes it. */
export const ChangePicture: Story = {
  play: async ({ args }) => {
    await userEvent.upload(await screen.findByLabelText('New picture'), await jpegPicture('front.jpg'));
    const upload = screen.getByRole('button', { name: 'Upload picture' });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    await expectToast('Profile picture updated');
    await expect(args.onUserChange).toHaveBeenCalledWith({ image: marinaCare.image });
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    await confirmQuestion('Remove the profile picture?', 'Remove');
    await expectToast('Profile picture deleted');
    await expect(args.onUserChange).toHaveBeenLastCalledWith({ image: undefined });
  },
};

export const PictureUploadFails: Story = {
  parameters: {
    msw: {
      handlers: [mockError('put', '/hospitals/uploadProfilePicture/{id}', 413, { message: 'Too big' }), ...handlers],
    },
  },
  play: async () => {
    await userEvent.upload(await screen.findByLabelText('New picture'), await jpegPicture('front.jpg'));
    const upload = screen.getByRole('button', { name: 'Upload picture' });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    await expectToast('Failed to update profile picture');
  },
};

/** Moving the pin and Update Location sends form (c) with the point, latitude first, and the name. */
export const UpdateLocation: Story = {
  play: async ({ canvasElement }) => {
    await openTab('Location');
    await waitForMap(canvasElement);
    const [lat, lng] = marinaCare.location?.coordinates ?? [0, 0];
    const map = screen.getByRole('application', { name: 'Map: choose a location' });
    const expected = await clickMap(map, [lat ?? 0, lng ?? 0], 15, [70, 40]);
    await userEvent.click(screen.getByRole('button', { name: 'Update Location' }));
    await expectToast('Hospital profile updated');
    const body = updateLog.bodies[0] as { name: string; location: { type: string; coordinates: number[] } };
    await expect(body.name).toBe('Marina Care Hospital');
    await expect(body.location.type).toBe('Point');
    await expect(body.location.coordinates[0]).toBeCloseTo(expected.lat, 4);
    await expect(body.location.coordinates[1]).toBeCloseTo(expected.lng, 4);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/hospitals/{id}'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', '/hospitals/{id}', 404, { message: 'Not found' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while fetching hospital profile');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async () => {
    const address = await screen.findByRole('textbox', { name: 'العنوان' });
    await userEvent.type(address, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'تحديث' }));
    await expectToast('تم تحديث ملف المستشفى');
  },
};
