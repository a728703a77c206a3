import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { callsOf, waitForMap } from '../../../components/maps/map-story-utils';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { confirmQuestion, jpegPicture, openTab } from '../../hospital/profile/hospital-profile.fixtures';
import { expectFieldErrors } from '../../hospital/staff-forms/staff-forms.story-helpers';
import { passwordField } from '../../shared/staff-account/staff-account.fixtures';
import { VendorProfileView } from './vendor-profile';
import { storyNewVendor, storyVendor } from './vendor-profile.fixtures';

const meta = {
  title: 'Vendor/Profile',
  component: VendorProfileView,
  args: {
    status: 'ready',
    vendor: storyVendor,
    onRetry: fn(),
    account: { onSave: fn(() => Promise.resolve(true)), picture: { onUpload: fn(), onRemove: fn() } },
    images: { onUpload: fn(() => Promise.resolve()), onDelete: fn(() => Promise.resolve()) },
    // The sites' default: the packaged UAE map and gazetteer.
    location: { onSave: fn(() => Promise.resolve(true)), mapConfig: {} },
  },
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof VendorProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three tabs, Vendor Profile first with the vendor's details. 002 §5's password
 * rules (spec choice: an empty pair keeps the current password): a password
 * without its confirmation, 'Required'; two different ones, 'Both password
 * need to be the same'; the same twice saves.
 */
export const VendorProfileTab: Story = {
  play: async ({ args, canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Vendor Profile', 'Images', 'Location']);
    await expect(canvas.getByRole('tab', { name: 'Vendor Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Omar');
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Al Suwaidi');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('omar@wellnesshub.ae');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('+971-50 661 2290');
    await expect(canvas.getByRole('img', { name: 'Current profile picture' })).toBeVisible();
    const update = canvas.getByRole('button', { name: 'Update' });
    await userEvent.type(passwordField('Password'), 'Marina-Walk-2026');
    await userEvent.click(update);
    await expectFieldErrors([passwordField('Confirm Password')], 'Required');
    await userEvent.type(passwordField('Confirm Password'), 'Marina-Walk-2025');
    await userEvent.click(update);
    await expectFieldErrors([passwordField('Confirm Password')], 'Both password need to be the same');
    await expect(args.account?.onSave).not.toHaveBeenCalled();
    await userEvent.clear(passwordField('Confirm Password'));
    await userEvent.type(passwordField('Confirm Password'), 'Marina-Walk-2026');
    await userEvent.click(update);
    await waitFor(() =>
      expect(args.account?.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ password: 'Marina-Walk-2026', confirmPassword: 'Marina-Walk-2026' }),
      ),
    );
  },
};

/** The gallery with each image's Delete (behind the confirmation) and an upload. */
export const ImagesTab: Story = {
  play: async ({ args, canvas }) => {
    await openTab('Images');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Gallery' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Gallery image 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete image 2' }));
    await confirmQuestion('Are you sure you want to delete this item?', 'Delete');
    await waitFor(() => expect(args.images?.onDelete).toHaveBeenCalledWith('wellness-hub-spa'));
    const file = await jpegPicture('studio.jpg');
    await userEvent.upload(canvas.getByLabelText('Add an image'), file);
    await waitFor(() => expect(args.images?.onUpload).toHaveBeenCalledWith(file));
  },
};

/** No location yet: the map shows the UAE; Update Location says 'Please select vendor location' and saves nothing. */
export const LocationMissing: Story = {
  args: { vendor: storyNewVendor },
  play: async ({ args, canvas, canvasElement }) => {
    await openTab('Location');
    const frame = await waitForMap(canvasElement);
    await expect(frame).toHaveAttribute('data-zoom', '8');
    await expect(canvas.getByRole('searchbox', { name: 'Search for a place' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update Location' }));
    await expect(await canvas.findByText('Please select vendor location')).toBeVisible();
    await expect(callsOf(args.location?.onSave)).toEqual([]);
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('tab', { name: 'ملف الشريك' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'الهاتف' })).toHaveValue('+971-50 661 2290');
    await openTab('الموقع');
    await expect(canvas.getByRole('button', { name: 'تحديث الموقع' })).toBeVisible();
  },
};

export const ArabicPhone: Story = phoneStory({ arabic: true });
