import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BadgeCheck,
  BriefcaseMedical,
  CalendarCheck,
  FlaskConical,
  Gift,
  HeartPulse,
  Stethoscope,
  UserRound,
} from 'lucide-react';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { NavigationProvider } from '../../../lib/navigation';
import { arabic } from '../../../stories/locale-globals';
import { AreaHome, type AreaHomeSection } from './area-home';

const navigate = fn();

const hospitalSections: AreaHomeSection[] = [
  { label: 'Services', href: '/hospital/services', icon: <BriefcaseMedical /> },
  { label: 'Doctors', href: '/hospital/doctors', icon: <Stethoscope /> },
  { label: 'Nurse', href: '/hospital/nurse', icon: <HeartPulse /> },
  { label: 'Laboratory', href: '/hospital/laboratory', icon: <FlaskConical /> },
  { label: 'Appointments', href: '/hospital/appointments', icon: <CalendarCheck /> },
  { label: 'Offers', href: '/hospital/offers', icon: <Gift /> },
  { label: 'Claimed Offers', href: '/hospital/claimed-offers', icon: <BadgeCheck /> },
  { label: 'Profile', href: '/hospital/profile', icon: <UserRound /> },
];

const meta = {
  title: 'Shared/Area Home',
  component: AreaHome,
  args: { firstName: 'Mariam', sections: hospitalSections },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <div className="w-[60rem] max-w-full">
          <Story />
        </div>
      </NavigationProvider>
    ),
  ],
} satisfies Meta<typeof AreaHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hospital: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Mariam' })).toBeVisible();
    await expect(canvas.getByText('Choose where to go.')).toBeVisible();
    const links = within(canvas.getByRole('navigation', { name: 'Sections' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(hospitalSections.map((s) => s.label));
    await expect(canvas.getByRole('link', { name: 'Doctors' })).toHaveAttribute('href', '/hospital/doctors');
    // A card hands its path to the app's navigation instead of loading the page.
    await userEvent.click(canvas.getByRole('link', { name: 'Appointments' }));
    await expect(navigate).toHaveBeenCalledWith('/hospital/appointments');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Services' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Doctors' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/hospital/doctors');
  },
};

export const WithDescriptions: Story = {
  args: {
    firstName: 'Omar',
    intro: 'Your schedule, appointments and patients.',
    sections: [
      { label: 'Appointments', href: '/doctors/appointment', icon: <CalendarCheck />, description: 'Today and later' },
      { label: 'Lab Results', href: '/doctors/lab-results', icon: <FlaskConical />, description: 'Pending and done' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Omar' })).toBeVisible();
    await expect(canvas.getByText('Your schedule, appointments and patients.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Appointments Today and later' })).toBeVisible();
  },
};

export const Guest: Story = {
  name: 'Without a name (public site)',
  args: { firstName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Aafiya' })).toBeVisible();
  },
};

export const NoSections: Story = {
  args: { sections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Mariam' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: {
    firstName: 'مريم',
    sections: [
      { label: 'الخدمات', href: '/hospital/services', icon: <BriefcaseMedical /> },
      { label: 'الأطباء', href: '/hospital/doctors', icon: <Stethoscope /> },
      { label: 'المواعيد', href: '/hospital/appointments', icon: <CalendarCheck /> },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    navigate.mockClear();
    await expect(canvasElement.querySelector('[data-slot="area-home"]')?.closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'مرحبًا، مريم' })).toBeVisible();
    await expect(canvas.getByText('اختر وجهتك.')).toBeVisible();
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'الأقسام' })).getByRole('link', { name: 'الأطباء' }),
    );
    await expect(navigate).toHaveBeenCalledWith('/hospital/doctors');
  },
};
