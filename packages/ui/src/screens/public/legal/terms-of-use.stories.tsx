import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { userEvent } from '../../../stories/user-event';
import { withNavigation } from '../../../stories/with-navigation';
import { TermsOfUseScreen } from './terms-of-use';

const navigate = fn();

const meta = {
  title: 'Public/Terms Of Use',
  component: TermsOfUseScreen,
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof TermsOfUseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in on a wide screen: inside the site, with the breadcrumb Home > Terms Of Use. */
export const InsideTheSite: Story = {
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail).toHaveTextContent('Home');
    await expect(trail).toHaveTextContent('Terms Of Use');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(canvas.getByText('Last updated: 24/09/2024')).toBeVisible();
    // The points terms and the minimum age.
    await expect(canvas.getByText(/You earn 20 points for each visit code/)).toBeVisible();
    await expect(canvas.getByText(/Your balance never goes below zero/)).toBeVisible();
    await expect(canvas.getByText(/at least 18 years old/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'info@aafiya.ae' })).toHaveAttribute('href', 'mailto:info@aafiya.ae');
    // The privacy policy and Home go through the app's navigation.
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy Policy' }));
    await expect(navigate).toHaveBeenLastCalledWith('/privacy-policy');
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(navigate).toHaveBeenLastCalledWith('/');
  },
};

/** Signed out or on a phone: the page alone, in Arabic, at 390 px. */
export const ArabicBarePhone: Story = {
  ...phoneStory({ arabic: true }),
  args: { bare: true },
  play: async ({ canvas, canvasElement }) => {
    await expectFitsViewport(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'مسار التنقل' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible();
    await expect(canvas.getByText('آخر تحديث: 24/09/2024')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/privacy-policy');
  },
};
