import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { Button } from '../../../components/button';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { ProviderSchedule } from '../provider-schedule/provider-schedule';
import { storyNow, storyTimeZone } from '../provider-schedule/provider-schedule.fixtures';
import { NurseDetail } from './nurse-detail';
import { nurseProfile, technicianProfile, todaysReports } from './nurse-detail.fixtures';

const meta = {
  title: 'Hospital/Nurse Info',
  component: NurseDetail,
  args: {
    nurse: nurseProfile,
    reports: { date: '2026-11-20', items: todaysReports },
    onReportsDateChange: fn(),
    onRetryReports: fn(),
    onRetryNurse: fn(),
    timeZone: storyTimeZone,
    schedule: <ProviderSchedule slots={[]} now={storyNow} timeZone={storyTimeZone} />,
  },
  decorators: [
    (Story) => (
      <div className="w-[64rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NurseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aisha Al Kaabi' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Nurse Profile', selected: true })).toBeVisible();
    const profile = within(canvas.getByRole('region', { name: 'Nurse Profile' }));
    await expect(profile.getByText('Home care')).toBeVisible();
    await expect(profile.getByText('Nurse')).toBeVisible();
    await expect(profile.getByText(/Home-visit nurse/)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Nurse Reports' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Patient Name', 'Appointment Date', 'Appointment Time', 'Patient BP', 'Patient BT']);
    const row = within(table).getByRole('row', { name: /Yousef Al Hammadi/ });
    await expect(row).toHaveTextContent('20/11/2026');
    await expect(row).toHaveTextContent('08:35 AM');
    await expect(row).toHaveTextContent('135/85 mmHg');
    await expect(row).toHaveTextContent('37 °C');
    // The date filter shows today.
    const dateField = canvas.getByRole('group', { name: 'Date' });
    await expect(
      within(dateField)
        .getAllByRole('spinbutton')
        .map((segment) => segment.textContent),
    ).toEqual(['20', '11', '2026']);
  },
};

export const DateFilter: Story = {
  play: async ({ args, canvas }) => {
    const [day] = within(canvas.getByRole('group', { name: 'Date' })).getAllByRole('spinbutton');
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onReportsDateChange).toHaveBeenLastCalledWith('2026-11-19');
  },
};

export const Technician: Story = {
  args: { nurse: technicianProfile, actions: <Button>EDIT</Button> },
  play: async ({ canvas }) => {
    const profile = within(canvas.getByRole('region', { name: 'Nurse Profile' }));
    await expect(profile.getByText('Technician')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'EDIT' })).toBeVisible();
  },
};

export const ScheduleTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Schedule' }));
    await expect(canvas.getByText('November 2026')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { nurse: { ...nurseProfile, speciality: '', description: '' }, reports: { date: '2026-11-20', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Nurse Reports Found')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Nurse Profile' })).getAllByText('Not given')).toHaveLength(
      2,
    );
  },
};

export const Loading: Story = {
  args: { nurse: undefined, nurseLoading: true, reports: { date: '2026-11-20', items: [], loading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Nurse Reports' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadErrors: Story = {
  args: { nurse: undefined, nurseError: true, reports: { date: '2026-11-20', items: [], error: true } },
  play: async ({ args, canvas }) => {
    const [alert] = canvas.getAllByRole('alert');
    if (!alert) throw new Error('No alert');
    await expect(alert).toHaveTextContent('Problem while getting nurses');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryNurse).toHaveBeenCalledOnce();
    await expect(canvas.getByText('The nurse reports could not be loaded.')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('tab', { name: 'ملف الممرض' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'تقارير التمريض' });
    await expect(within(table).getByRole('columnheader', { name: 'ضغط دم المريض' })).toBeVisible();
  },
};

export const ArabicPhone: Story = phoneStory({ arabic: true });
