import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { AppShell, type AppShellProps } from './app-shell';
import { Brand, PagePlaceholder, hospitalLabelsAr, hospitalLabelsEn, hospitalNavItems } from './app-shell.fixtures';

type StoryArgs = AppShellProps & {
  /** The hospital's PCRDPI flag: PCR Test and PCR Vaccination are hidden when false. */
  pcrdpi: boolean;
  /** Renders the shell in a phone-wide (375 px) frame. */
  phone: boolean;
};

const searchArgs = { onSearch: fn(), onSearchClear: fn(), placeholder: 'Search' };

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  args: {
    brand: <Brand />,
    currentPath: '/hospital/appointments',
    user: { firstName: 'Mariam', lastName: 'Al Suwaidi' },
    profileHref: '/hospital/profile',
    onLogout: fn(),
    onNavigate: fn(),
    navItems: hospitalNavItems(false, hospitalLabelsEn),
    pcrdpi: false,
    phone: false,
    children: <PagePlaceholder title="Appointments" text="Today's appointments of the hospital." />,
  },
  argTypes: { pcrdpi: { control: 'boolean' }, phone: { control: 'boolean' } },
  parameters: { layout: 'fullscreen' },
  render: ({ pcrdpi, phone, ...args }) => {
    const shell = <AppShell {...args} navItems={hospitalNavItems(pcrdpi, hospitalLabelsEn)} />;
    return phone ? <div className="w-[375px] border-e border-border">{shell}</div> : shell;
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

const linksIn = (nav: HTMLElement) => within(nav).getAllByRole('link');
const mainNavigation = 'Main navigation';

export const Hospital: Story = {
  play: async ({ args, canvas }) => {
    const labels = linksIn(canvas.getByRole('navigation', { name: mainNavigation })).map((link) => link.textContent);
    await expect(labels).toEqual([
      'Dashboard',
      'Services',
      'Doctors',
      'Nurse',
      'Laboratory',
      'Receptionist',
      'Patient',
      'Promos',
      'Patient Promo Code',
      'Appointments',
      'Offers',
      'Claimed Offers',
    ]);
    // PCRDPI is false: no PCR entries.
    await expect(canvas.queryByRole('link', { name: 'PCR Test' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'PCR Vaccination' })).toBeNull();
    // The current page is marked, and only it.
    await expect(canvas.getByRole('link', { name: 'Appointments' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Doctors' })).toHaveAttribute('href', '/hospital/doctors');
    // Following a link reports its href instead of loading the page.
    await userEvent.click(canvas.getByRole('link', { name: 'Doctors' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/hospital/doctors');
    // No search box unless asked for; the menu button is for narrow screens only.
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

export const WithPcrEntries: Story = {
  args: { pcrdpi: true, currentPath: '/hospital/pcr-test' },
  play: async ({ canvas }) => {
    const labels = linksIn(canvas.getByRole('navigation', { name: mainNavigation })).map((link) => link.textContent);
    await expect(labels.slice(-2)).toEqual(['PCR Test', 'PCR Vaccination']);
    await expect(canvas.getByRole('link', { name: 'PCR Test' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NestedPathMarksItsSection: Story = {
  args: { currentPath: '/hospital/doctors/new' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Doctors' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const DetailPageMarksItsList: Story = {
  args: { currentPath: '/hospital/doctor-info/doctor-1' },
  play: async ({ args, canvas }) => {
    // A doctor's detail page belongs to Doctors, not to the area's root.
    await expect(canvas.getByRole('link', { name: 'Doctors' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // Above the page, a way back to its list.
    const back = canvas.getByRole('link', { name: 'Back to Doctors' });
    await expect(back).toHaveAttribute('href', '/hospital/doctors');
    await expect(back.compareDocumentPosition(canvas.getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith('/hospital/doctors');
  },
};

export const LongPage: Story = {
  args: {
    currentPath: '/hospital/doctor-info/doctor-1',
    // Content taller than its own box (a month grid full of slots in a fixed-height calendar) overflows the page.
    children: (
      <div className="h-[600px]">
        <div className="h-[2400px]">
          <PagePlaceholder title="Schedule" text="A month of slots, taller than the window." />
        </div>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-slot="app-shell-sidebar"]');
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    // At the bottom of a long page the sidebar's background still reaches the window's bottom.
    await expect(sidebar?.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(window.innerHeight - 1);
    await expect(sidebar?.getBoundingClientRect().top).toBeLessThanOrEqual(0);
    window.scrollTo(0, 0);
  },
};

export const WithSearch: Story = {
  args: { currentPath: '/hospital/doctors', search: searchArgs },
  play: async ({ canvas }) => {
    const { onSearch, onSearchClear } = searchArgs;
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    const button = within(canvas.getByRole('search')).getByRole('button', { name: 'Search' });
    // Disabled while the text is empty (spaces count as empty); Enter does nothing.
    await expect(button).toBeDisabled();
    await userEvent.type(box, '   {Enter}');
    await expect(button).toBeDisabled();
    await expect(onSearch).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Omar');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(onSearch).toHaveBeenCalledWith('Omar');
    // The clear button empties the box and resets the results.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(onSearchClear).toHaveBeenCalledOnce();
    await expect(button).toBeDisabled();
    // Deleting the text by keyboard resets them too; Enter searches.
    await userEvent.type(box, 'Layla{Enter}');
    await expect(onSearch).toHaveBeenLastCalledWith('Layla');
    await userEvent.type(box, '{Backspace>5/}');
    await expect(onSearchClear).toHaveBeenCalledTimes(2);
  },
};

export const UserMenu: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Mariam Al Suwaidi' });
    await expect(trigger).toHaveTextContent('Mariam Al Suwaidi');
    // Keyboard: focus, open with Enter, then choose Logout.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: 'Mariam Al Suwaidi' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Logout']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    // Profile is a link to the profile page.
    await userEvent.click(trigger);
    const profile = await within(document.body).findByRole('menuitem', { name: 'Profile' });
    await expect(profile).toHaveAttribute('href', '/hospital/profile');
    await userEvent.click(profile);
    await expect(args.onNavigate).toHaveBeenCalledWith('/hospital/profile');
  },
};

export const UserMenuWithoutProfile: Story = {
  args: { profileHref: undefined, user: { firstName: 'Admin', lastName: 'User' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Admin User' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Logout']);
    await userEvent.keyboard('{Escape}');
  },
};

export const SkipToContent: Story = {
  play: async ({ canvas, canvasElement }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const RouterLinks: Story = {
  args: {
    onNavigate: undefined,
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={href} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    for (const link of linksIn(canvas.getByRole('navigation', { name: mainNavigation })))
      await expect(link).toHaveAttribute('data-router-link');
  },
};

export const Phone: Story = {
  args: { phone: true, search: searchArgs, currentPath: '/hospital/doctors' },
  play: async ({ args, canvas }) => {
    // The sidebar is folded away; a labelled menu button opens it as a drawer.
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const drawer = await within(document.body).findByRole('dialog', { name: 'Main navigation' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(within(drawer).getByRole('link', { name: 'Doctors' })).toHaveAttribute('aria-current', 'page');
    await expect(within(drawer).queryByRole('link', { name: 'PCR Test' })).toBeNull();
    // Escape closes it and focus returns to the menu button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
    // Following a link closes the drawer.
    await userEvent.click(open);
    const again = await within(document.body).findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(again).getByRole('link', { name: 'Offers' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/hospital/offers');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The search box and the user menu stay in the top bar.
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mariam Al Suwaidi' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: {
    pcrdpi: true,
    user: { firstName: 'مريم', lastName: 'السويدي' },
    search: { onSearch: fn(), onSearchClear: fn(), placeholder: 'ابحث عن طبيب' },
    children: <PagePlaceholder title="المواعيد" text="مواعيد المستشفى لهذا اليوم." />,
  },
  render: ({ pcrdpi, ...args }) => <AppShell {...args} navItems={hospitalNavItems(pcrdpi, hospitalLabelsAr)} />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const nav = canvas.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(14);
    await expect(within(nav).getByRole('link', { name: 'المواعيد' })).toHaveAttribute('aria-current', 'page');
    // Right to left: the sidebar sits at the right of the page.
    const main = canvas.getByRole('main');
    await expect(nav.getBoundingClientRect().left).toBeGreaterThan(main.getBoundingClientRect().left);
    await expect(canvas.getByRole('button', { name: 'بحث' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'انتقل إلى المحتوى' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'مريم السويدي' }));
    const menu = await within(document.body).findByRole('menu', { name: 'مريم السويدي' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'تسجيل الخروج' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const ArabicDetailPage: Story = {
  globals: arabic,
  args: {
    currentPath: '/hospital/nurse-info/nurse-1',
    user: { firstName: 'مريم', lastName: 'السويدي' },
    children: <PagePlaceholder title="سارة المنصوري" text="ممرضة مسجلة." />,
  },
  render: ({ pcrdpi, ...args }) => <AppShell {...args} navItems={hospitalNavItems(pcrdpi, hospitalLabelsAr)} />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(within(nav).getByRole('link', { name: 'التمريض' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'لوحة التحكم' })).not.toHaveAttribute('aria-current');
    const back = canvas.getByRole('link', { name: 'العودة إلى التمريض' });
    await expect(back).toHaveAttribute('href', '/hospital/nurse');
    // The arrow points the way back: to the right in Arabic.
    const arrow = back.querySelector('svg');
    await expect(arrow && getComputedStyle(arrow).scale).toBe('-1 1');
  },
};

export const ArabicPhone: Story = {
  globals: arabic,
  args: { phone: true, user: { firstName: 'مريم', lastName: 'السويدي' } },
  render: ({ pcrdpi, ...args }) => (
    <div className="w-[375px]">
      <AppShell {...args} navItems={hospitalNavItems(pcrdpi, hospitalLabelsAr)} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'فتح القائمة' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'التنقل الرئيسي' });
    await expect(within(drawer).queryByRole('link', { name: 'فحص PCR' })).toBeNull();
    await expect(within(drawer).getAllByRole('link')).toHaveLength(12);
    // The drawer opens from the right in Arabic.
    await expect(drawer.getBoundingClientRect().right).toBeCloseTo(document.documentElement.clientWidth, 0);
    await userEvent.click(within(drawer).getByRole('button', { name: 'إغلاق القائمة' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
