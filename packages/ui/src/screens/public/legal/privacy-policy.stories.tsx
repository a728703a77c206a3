import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { withNavigation } from '../../../stories/with-navigation';
import { PrivacyPolicyScreen } from './privacy-policy';

const meta = {
  title: 'Public/Privacy Policy',
  component: PrivacyPolicyScreen,
  decorators: [withNavigation(fn())],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrivacyPolicyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the page alone, no breadcrumb; the sections in order, each reachable from the list. */
export const Bare: Story = {
  args: { bare: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Effective date: 24/09/2024')).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'On this page',
      '1. Data we collect',
      '2. How we use your data',
      '3. Sharing',
      '4. Retention',
      '5. Security',
      '6. International transfers',
      '7. Your rights',
      '8. Children',
      '9. Browser storage',
      '10. Changes to this policy',
      '11. Contact us',
    ]);
    await expect(canvas.getByText(/Accounts are for people aged 18 or over/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Children' })).toHaveAttribute('href', '#children');
    await expect(canvas.getByRole('region', { name: '8. Children' })).toHaveAttribute('id', 'children');
  },
};

export const ArabicInsideTheSite: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: 'مسار التنقل' });
    await expect(trail).toHaveTextContent('الرئيسية');
    await expect(trail).toHaveTextContent('سياسة الخصوصية');
    await expect(canvas.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
    await expect(canvas.getByText('تاريخ السريان: 24/09/2024')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'info@aafiya.ae' })).toBeVisible();
  },
};

/** On a phone (390 px), signed in, in Arabic: the breadcrumb, the list of sections and the text fit the width. */
export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  play: async ({ canvas, canvasElement }) => {
    await expectFitsViewport(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'مسار التنقل' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'info@aafiya.ae' })).toBeVisible();
  },
};
