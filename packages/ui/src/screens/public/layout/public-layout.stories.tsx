import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { NavigationProvider } from '../../../lib/navigation';
import { arabic } from '../../../stories/locale-globals';
import { PublicLayout } from './public-layout';

const navigate = fn();

const meta = {
  title: 'Public/Layout',
  component: PublicLayout,
  args: {
    currentPath: '/',
    locale: 'en',
    onLocaleChange: fn(),
    signedIn: false,
    onLogout: fn(),
    year: 2025,
    children: (
      <section aria-labelledby="page-title" className="rounded-lg border border-border bg-surface p-6">
        <h1 id="page-title" className="text-2xl font-semibold">
          Find a hospital or a doctor
        </h1>
      </section>
    ),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const headerLinks = (
  canvas: { getByRole: (role: 'navigation', options: { name: string }) => HTMLElement },
  name: string,
) => within(canvas.getByRole('navigation', { name })).getAllByRole('link');

export const Guest: Story = {
  play: async ({ args, canvas }) => {
    navigate.mockClear();
    const links = headerLinks(canvas, 'Site navigation');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Hospitals', '/hospitals'],
      ['Doctors', '/doctor'],
      ['Login', '/login'],
      ['Register', '/select-registeration-type'],
      ['Terms Of Use', '/terms-of-use'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
    // The current page is marked.
    await expect(
      within(canvas.getByRole('navigation', { name: 'Site navigation' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('aria-current', 'page');
    // Links hand their path to the app's navigation.
    await userEvent.click(canvas.getByRole('link', { name: 'Login' }));
    await expect(navigate).toHaveBeenCalledWith('/login');
    // The language switch: English is pressed, Arabic asks for 'ar'.
    const language = within(canvas.getByRole('group', { name: 'Language' }));
    await expect(language.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(language.getByRole('button', { name: 'العربية' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ar');
    // Pressing the active language again does nothing.
    await userEvent.click(language.getByRole('button', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledTimes(1);
    // Footer: the legal pages and the copyright.
    const legal = headerLinks(canvas, 'Legal');
    await expect(legal.map((link) => link.getAttribute('href'))).toEqual(['/terms-of-use', '/privacy-policy']);
    await expect(canvas.getByText('© 2025 Aafiya. All rights reserved.')).toBeVisible();
  },
};

export const SignedInPatient: Story = {
  args: { signedIn: true, account: { href: '/profile', kind: 'profile' }, currentPath: '/profile' },
  play: async ({ args, canvas }) => {
    const links = headerLinks(canvas, 'Site navigation').map((link) => link.textContent);
    await expect(links).toEqual(['Home', 'Hospitals', 'Doctors', 'Profile', 'Terms Of Use', 'Privacy Policy']);
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const SignedInStaff: Story = {
  name: 'Signed in, another role',
  args: { signedIn: true, account: { href: '/hospital', kind: 'area' }, currentPath: '/hospitals/hsp-1' },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('link', { name: 'Hospitals' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('link', { name: 'My Dashboard' }));
    await expect(navigate).toHaveBeenCalledWith('/hospital');
  },
};

export const SkipLink: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('[data-slot="public-layout-main"]')).toHaveFocus();
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div className="w-[375px] border-e border-border">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // Every link stays reachable on a narrow screen (the list wraps).
    for (const link of headerLinks(canvas, 'Site navigation')) await expect(link).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Language' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { locale: 'ar', signedIn: true, account: { href: '/profile', kind: 'profile' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="public-layout"]')?.closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    const links = headerLinks(canvas, 'التنقل في الموقع').map((link) => link.textContent);
    await expect(links).toEqual([
      'الرئيسية',
      'المستشفيات',
      'الأطباء',
      'الملف الشخصي',
      'شروط الاستخدام',
      'سياسة الخصوصية',
    ]);
    const language = within(canvas.getByRole('group', { name: 'اللغة' }));
    await expect(language.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(language.getByRole('button', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
    await expect(canvas.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  },
};
