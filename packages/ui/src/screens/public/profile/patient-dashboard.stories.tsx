import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import type { PatientDashboardTab } from './dashboard-tabs';
import {
  PatientDashboardScreen,
  type PatientDashboardScreenProps,
  preloadPatientDashboardTabs,
} from './patient-dashboard.connected';
import { paperHandlers, patientStorage, storyPatient, storyTimeZone } from './profile.story-helpers';

/** The page keeps the tab in its address; here a state stands in for `?tab=`. */
function DashboardWithAddress(props: PatientDashboardScreenProps) {
  const [tab, setTab] = useState(props.tab);
  return (
    <PatientDashboardScreen
      {...props}
      tab={tab}
      onTabChange={(next: PatientDashboardTab) => {
        props.onTabChange(next);
        setTab(next);
      }}
    />
  );
}

const meta = {
  title: 'Public/Patient dashboard',
  component: PatientDashboardScreen,
  render: (args) => <DashboardWithAddress {...args} />,
  loaders: [
    async () => {
      await preloadPatientDashboardTabs();
    },
  ],
  args: {
    patientId: storyPatient._id,
    timeZone: storyTimeZone,
    offersHref: '/offers',
    onTabChange: fn(),
  },
  decorators: [withApi({ storage: patientStorage })],
  parameters: { layout: 'fullscreen', msw: { handlers: paperHandlers({ points: 75 }) } },
} satisfies Meta<typeof PatientDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No `?tab=`: Medical Profile opens first; the tabs in the order of 002; the balance of her profile when the page
 * passes none. Choosing Lab Results puts it in the address and shows her results.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(await canvas.findByText('75 points')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Spend your points on offers' })).toHaveAttribute('href', '/offers');
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Medical Profile',
      'Family Members',
      'Appointments',
      'Sick Leaves',
      'QR Prescription',
      'Lab Results',
      'Account',
    ]);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('button', { name: 'Update Vitals' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Lab Results' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('lab-results');
    await expect(await canvas.findByRole('button', { name: 'pending' })).toBeDisabled();
  },
};

/** `?tab=sick-leaves` in Arabic, with the stored balance: the tab opens at once, right to left. */
export const ArabicSickLeaves: Story = {
  globals: arabic,
  args: { tab: 'sick-leaves', points: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
    await expect(canvas.getByText('120 نقطة')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'الإجازات المرضية' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^تنزيل الإجازة المرضية/ })).toHaveLength(2));
  },
};

/** 390 px in Arabic on the QR Prescription tab: the tab names wrap, nothing reaches past the screen. */
export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  args: { tab: 'qr-prescription', points: 120 },
  play: async (context) => {
    await expect(await context.canvas.findByText('مرض جلدي')).toBeVisible();
    await phoneStory({ arabic: true }).play(context);
  },
};
