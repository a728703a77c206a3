import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { NavigationProvider } from '../../../lib/navigation';
import { arabic } from '../../../stories/locale-globals';
import { PageLoading } from './page-loading';
import { PageNotFound } from './page-not-found';

/** The app's navigation, recorded: links hand their href to it instead of loading a page. */
const navigate = fn();

const meta = {
  title: 'Shared/Page Not Found',
  component: PageNotFound,
  args: { homeHref: '/' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
} satisfies Meta<typeof PageNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('This page does not exist or is not available yet.')).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Back to home' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(navigate).toHaveBeenCalledWith('/');
  },
};

export const AreaHome: Story = {
  name: 'Inside a role area',
  args: { homeHref: '/hospital' },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const home = canvas.getByRole('link', { name: 'Back to home' });
    await expect(home).toHaveAttribute('href', '/hospital');
    // Keyboard: Tab reaches the link and Enter follows it.
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/hospital');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="page-not-found"]')?.closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
    await expect(canvas.getByText('هذه الصفحة غير موجودة أو غير متاحة بعد.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
  },
};

/** While a page's code loads, the site shows PageLoading in its place. */
export const Loading: Story = {
  render: () => <PageLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading page' })).toBeVisible();
  },
};

export const LoadingArabic: Story = {
  globals: arabic,
  render: () => <PageLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'جارٍ تحميل الصفحة' })).toBeVisible();
  },
};
