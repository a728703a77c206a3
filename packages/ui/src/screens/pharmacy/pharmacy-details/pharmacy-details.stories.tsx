import { toPharmacyDetails } from '@aafiya/api-client';
import { fixtures } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForMap } from '../../../components/maps/map-story-utils';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { PharmacyDetails } from './pharmacy-details';

const shifa = toPharmacyDetails(fixtures.Pharmacy);

const meta = {
  title: 'Pharmacy/Branch Details',
  component: PharmacyDetails,
  args: { pharmacy: shifa, onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PharmacyDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تفاصيل الفرع' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('الصيدليةShifa Pharmacy');
    await expect(canvasElement).toHaveTextContent('الصيدليAnjali Pillai');
    // Its place on the shared map, drawn without tiles.
    await waitForMap(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Shifa Pharmacy – Al Barsha 1' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { pharmacy: undefined, error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting the branch details');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoadingArabic: Story = {
  globals: arabic,
  args: { pharmacy: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تفاصيل الفرع' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Phone: Story = phoneStory();
