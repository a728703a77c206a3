import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { userEvent } from '../../../stories/user-event';
import { withNavigation } from '../../../stories/with-navigation';
import { PharmacyListingScreen } from './pharmacy-listing';

const navigate = fn();

const meta = {
  title: 'Public/Pharmacies',
  component: PharmacyListingScreen,
  decorators: [withNavigation(navigate)],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof PharmacyListingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No invented pharmacies: where the QR prescription is used, the profile that holds it, and how a pharmacy joins. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pharmacies' })).toBeVisible();
    const steps = canvas.getByRole('region', { name: 'How to use your QR prescription' });
    await expect(steps.querySelectorAll('li')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('link', { name: 'Open my profile' }));
    await expect(navigate).toHaveBeenCalledWith('/profile');
    await expect(canvas.getByRole('link', { name: 'Contact us to join' })).toHaveAttribute(
      'href',
      'mailto:info@aafiya.ae',
    );
  },
};

export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  play: async ({ canvas, canvasElement }) => {
    await expectFitsViewport(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الصيدليات' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'افتح ملفي الشخصي' })).toBeVisible();
  },
};
