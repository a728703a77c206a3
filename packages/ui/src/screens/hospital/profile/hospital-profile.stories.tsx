import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { HospitalProfileView } from './hospital-profile';
import {
  openTab,
  storyArabicHospital,
  storyBareHospital,
  storyHospital,
  storyUpdateOptions,
} from './hospital-profile.fixtures';

const meta = {
  title: 'Hospital/Profile',
  component: HospitalProfileView,
  args: {
    status: 'ready',
    hospital: storyHospital,
    onRetry: fn(),
    profile: { options: storyUpdateOptions(), onUpdate: fn(), gallery: { onUpload: fn(), onDelete: fn() } },
    account: { onSave: fn(), picture: { onUpload: fn(), onRemove: fn() } },
    location: { onSave: fn() },
  },
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof HospitalProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tabs; Account is shown first, filled with the hospital's details. */
export const AccountByDefault: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Hospital Profile', 'Account', 'Location']);
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Marina Care Hospital');
    await expect(canvas.getByRole('textbox', { name: 'Trade License Number' })).toHaveValue('1048213');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('+971-50 412 7788');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('contact@marinacare.ae');
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
    await expect(canvas.getByLabelText('New picture')).toHaveAttribute('accept', 'image/jpeg,.jpg,.jpeg');
  },
};

/** Name, 4.6 stars (four full and a half), the opening hours, about, services and the gallery. */
export const HospitalProfileTab: Story = {
  play: async ({ canvas }) => {
    await openTab('Hospital Profile');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Marina Care Hospital' })).toBeVisible();
    const stars = canvas.getByRole('img', { name: 'Rated 4.6 out of 5' });
    const kinds = Array.from(stars.querySelectorAll('[data-star]')).map((star) => star.getAttribute('data-star'));
    await expect(kinds).toEqual(['full', 'full', 'full', 'full', 'half']);
    await expect(canvas.getByText('08:00 – 22:00')).toBeVisible();
    await expect(canvas.queryByText('Open Now')).toBeNull();
    await expect(canvas.getByText(/120-bed general hospital/)).toBeVisible();
    const services = canvas.getByRole('heading', { name: 'Services' }).parentElement;
    if (!services) throw new Error('No services section');
    await expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pharmacy', 'Free Parking', '24/7 Emergency']);
    await expect(canvas.getByRole('img', { name: 'Gallery image 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete image 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

/** No hours set: "Open Now"; 4.5 shows four stars and a half; no pictures yet. */
export const OpenNowNoPictures: Story = {
  args: { hospital: storyBareHospital },
  play: async ({ canvas }) => {
    await openTab('Hospital Profile');
    await expect(canvas.getByText('Open Now')).toBeVisible();
    const stars = canvas.getByRole('img', { name: 'Rated 4.5 out of 5' });
    await expect(stars.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    await expect(stars.querySelectorAll('[data-star="full"]')).toHaveLength(4);
    await expect(canvas.getByText('No images yet.')).toBeVisible();
  },
};

/** Not rated yet: five empty stars. */
export const NotRated: Story = {
  args: { hospital: { ...storyHospital, rating: null } },
  play: async ({ canvas }) => {
    await openTab('Hospital Profile');
    const stars = canvas.getByRole('img', { name: 'Rated 0 out of 5' });
    await expect(stars.querySelectorAll('[data-star="empty"]')).toHaveLength(5);
    await expect(canvas.getByText('Not rated yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', hospital: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', hospital: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while fetching hospital profile');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { hospital: storyArabicHospital },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'الحساب' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'رقم الرخصة التجارية' })).toHaveValue('1048213');
  },
};

export const ArabicHospitalProfileTab: Story = {
  globals: arabic,
  args: { hospital: { ...storyArabicHospital, openingTime: null } },
  play: async ({ canvas }) => {
    await openTab('ملف المستشفى');
    await expect(canvas.getByText('مفتوح الآن')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'التقييم 4.6 من 5' })).toBeVisible();
    await expect(canvas.getByText('صيدلية')).toBeVisible();
  },
};

export const ArabicLoadError: Story = {
  globals: arabic,
  args: { status: 'error', hospital: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب ملف المستشفى');
  },
};

export const ArabicPhone: Story = { ...phoneStory({ arabic: true }), args: { hospital: storyArabicHospital } };
