import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { NavigationProvider } from '../../../lib/navigation';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
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
    // A guest counts as a PATIENT; the Home item is excluded (the brand leads to /).
    const links = headerLinks(canvas, 'Site navigation');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hospitals', '/hospitals'],
      ['Doctors', '/doctor'],
      ['Login', '/login'],
      ['Register', '/select-registeration-type'],
    ]);
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
    // Links hand their path to the app's navigation; so does the brand.
    await userEvent.click(canvas.getByRole('link', { name: 'Login' }));
    await expect(navigate).toHaveBeenCalledWith('/login');
    await userEvent.click(canvas.getByRole('link', { name: /Aafiya/ }));
    await expect(navigate).toHaveBeenLastCalledWith('/');
    // The language switch: English is pressed, Arabic asks for 'ar'; the active one again does nothing.
    const language = within(canvas.getByRole('group', { name: 'Language' }));
    await expect(language.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(language.getByRole('button', { name: 'العربية' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ar');
    await userEvent.click(language.getByRole('button', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledTimes(1);
    // Footer: the patient pages, the legal pages, the company's e-mail and the copyright.
    const explore = headerLinks(canvas, 'Explore');
    await expect(explore.map((link) => link.getAttribute('href'))).toEqual(['/pharmacies', '/insurance', '/get-qoute']);
    const legal = headerLinks(canvas, 'Legal');
    await expect(legal.map((link) => link.getAttribute('href'))).toEqual(['/terms-of-use', '/privacy-policy']);
    await expect(canvas.getByRole('link', { name: 'info@aafiya.ae' })).toHaveAttribute('href', 'mailto:info@aafiya.ae');
    await expect(canvas.getByText('© 2025 Aafiya. All rights reserved.')).toBeVisible();
  },
};

/** What the app's Logout does (packages/session use-logout: after the server's answer, a full load of /). */
function logoutLikeTheApp() {
  localStorage.clear();
  navigate('/');
}

export const SignedInPatient: Story = {
  args: {
    signedIn: true,
    account: { href: '/profile', kind: 'profile' },
    currentPath: '/profile',
    onLogout: fn(logoutLikeTheApp),
  },
  play: async ({ args, canvas }) => {
    navigate.mockClear();
    const links = headerLinks(canvas, 'Site navigation').map((link) => link.textContent);
    await expect(links).toEqual(['Hospitals', 'Doctors', 'Profile']);
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    // Logout clears all local storage and goes to /.
    localStorage.setItem('aafiya.story.logout', 'kept until logout');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(localStorage.length).toBe(0);
    await expect(navigate).toHaveBeenCalledWith('/');
  },
};

export const SignedInStaff: Story = {
  name: 'Signed in, another role',
  args: { signedIn: true, account: { href: '/hospital', kind: 'area' }, currentPath: '/hospitals/hsp-1' },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('link', { name: 'Hospitals' })).toHaveAttribute('aria-current', 'page');
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

/** On a phone the items and Logout sit behind the menu button, opened and closed from the keyboard. */
export const PhoneMenu: Story = {
  ...phoneStory(),
  args: { signedIn: true, account: { href: '/profile', kind: 'profile' }, onLogout: fn(logoutLikeTheApp) },
  play: async ({ canvas, canvasElement }) => {
    navigate.mockClear();
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Site navigation' })).toBeNull();
    await expectFitsViewport(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Close menu');
    const links = headerLinks(canvas, 'Site navigation');
    await expect(links.map((link) => link.textContent)).toEqual(['Hospitals', 'Doctors', 'Profile']);
    await expectFitsViewport(canvasElement);
    // Tab goes into the menu; Escape closes it and gives the focus back to the button.
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    // Following a link closes the menu; Logout is in it too.
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('link', { name: 'Doctors' }));
    await expect(navigate).toHaveBeenCalledWith('/doctor');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
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
    await expect(links).toEqual(['المستشفيات', 'الأطباء', 'الملف الشخصي']);
    const language = within(canvas.getByRole('group', { name: 'اللغة' }));
    await expect(language.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(language.getByRole('button', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
    await expect(canvas.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    await expect(headerLinks(canvas, 'معلومات قانونية').map((link) => link.textContent)).toEqual([
      'شروط الاستخدام',
      'سياسة الخصوصية',
    ]);
  },
};

export const ArabicPhone: Story = { ...phoneStory({ arabic: true }), args: Arabic.args };
