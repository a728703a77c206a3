import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { Button } from '../../../components/button';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { ProviderSchedule } from '../provider-schedule/provider-schedule';
import { doctorScheduleSlots, storyNow, storyTimeZone } from '../provider-schedule/provider-schedule.fixtures';
import { DoctorDetail, type DoctorDetailProps } from './doctor-detail';
import { doctorPatients, doctorProfile, todaysAppointments } from './doctor-detail.fixtures';

/** Keeps the shown day, as the connected page does; the change is still reported. */
function StatefulDoctorDetail({ appointments, onAppointmentsDateChange, ...props }: DoctorDetailProps) {
  const [date, setDate] = useState(appointments.date);
  return (
    <DoctorDetail
      {...props}
      appointments={{ ...appointments, date, items: date === appointments.date ? appointments.items : [] }}
      onAppointmentsDateChange={(next) => {
        setDate(next);
        onAppointmentsDateChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Hospital/Doctor Info',
  component: DoctorDetail,
  render: (args) => <StatefulDoctorDetail {...args} />,
  args: {
    doctor: doctorProfile,
    appointments: { date: '2026-11-20', items: todaysAppointments },
    onAppointmentsDateChange: fn(),
    onRetryAppointments: fn(),
    patients: { items: doctorPatients, page: 0, pageCount: 1 },
    onPatientsPageChange: fn(),
    onRetryPatients: fn(),
    onRetryDoctor: fn(),
    timeZone: storyTimeZone,
    schedule: <ProviderSchedule slots={doctorScheduleSlots} now={storyNow} timeZone={storyTimeZone} />,
  },
  decorators: [
    (Story) => (
      <div className="w-[64rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DoctorDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ahmed Al Mansoori' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Doctor Profile', selected: true })).toBeVisible();
    const profile = within(canvas.getByRole('region', { name: 'Doctor Profile' }));
    await expect(profile.getByText('Speciality')).toBeVisible();
    await expect(profile.getByText('Cardiology')).toBeVisible();
    await expect(profile.getByText('14 years')).toBeVisible();
    await expect(profile.getByText(/Consultant cardiologist/)).toBeVisible();
    // Today's appointments, in start order.
    const list = within(canvas.getByRole('list', { name: 'Appointments' }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Priya Menon');
    await expect(items[1]).toHaveTextContent('Yousef Al Hammadi');
    await expect(items[1]).toHaveTextContent('Specialist Consultation');
    // The patients table: the spec's columns.
    const table = canvas.getByRole('table', { name: 'Patients' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Name', 'Email', 'Blood Type', 'Birthday', 'Gender']);
    const yousef = within(table).getByRole('row', { name: /Yousef Al Hammadi/ });
    await expect(yousef).toHaveTextContent('A+');
    await expect(yousef).toHaveTextContent('02/11/1984');
    await expect(yousef).toHaveTextContent('Male');
  },
};

export const DayByDayNavigator: Story = {
  play: async ({ args, canvas }) => {
    const day = canvas.getByText('Friday, 20 November 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(args.onAppointmentsDateChange).toHaveBeenLastCalledWith('2026-11-21');
    await expect(day).toHaveTextContent('Saturday, 21 November 2026');
    await expect(canvas.getByText('No appointment found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous day' }));
    await expect(args.onAppointmentsDateChange).toHaveBeenLastCalledWith('2026-11-19');
    await expect(day).toHaveTextContent('Thursday, 19 November 2026');
  },
};

export const WithEditAction: Story = {
  args: { actions: <Button>EDIT</Button> },
  play: async ({ canvas }) => {
    const profile = within(canvas.getByRole('region', { name: 'Doctor Profile' }));
    await expect(profile.getByRole('button', { name: 'EDIT' })).toBeVisible();
  },
};

export const ScheduleTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Schedule' }));
    await expect(canvas.getByRole('tab', { name: 'Schedule', selected: true })).toBeVisible();
    await expect(canvas.getByText('November 2026')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Patients' })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    doctor: { ...doctorProfile, about: '', experience: '' },
    appointments: { date: '2026-11-20', items: [] },
    patients: { items: [], page: 0, pageCount: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No appointment found')).toBeVisible();
    await expect(canvas.getByText('No patients Found')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Doctor Profile' })).getAllByText('Not given')).toHaveLength(
      2,
    );
  },
};

export const Loading: Story = {
  args: {
    doctor: undefined,
    doctorLoading: true,
    appointments: { date: '2026-11-20', items: [], loading: true },
    patients: { items: [], page: 0, pageCount: 0, loading: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThanOrEqual(2);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const LoadErrors: Story = {
  args: {
    doctor: undefined,
    doctorError: true,
    appointments: { date: '2026-11-20', items: [], error: true },
    patients: { items: [], page: 0, pageCount: 0, error: true },
  },
  play: async ({ args, canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('Problem while getting doctors');
    await expect(alerts[1]).toHaveTextContent('Problem while getting appointments');
    await userEvent.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryDoctor).toHaveBeenCalledOnce();
    await userEvent.click(within(alerts[1] as HTMLElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryAppointments).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Problem while getting patients')).toBeVisible();
  },
};

export const ManyPatientPages: Story = {
  args: { patients: { items: doctorPatients, page: 1, pageCount: 4 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPatientsPageChange).toHaveBeenCalledWith(2);
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { doctor: { ...doctorProfile, about: 'Consultant in Cardiology.' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    // English the hospital typed keeps its own direction: the full stop stays at its end.
    const isolated = (text: string) => canvas.getByText(text).closest('bdi, [dir="auto"]');
    await expect(isolated('Consultant in Cardiology.')).not.toBeNull();
    await expect(isolated('Ahmed Al Mansoori')).not.toBeNull();
    await expect(canvas.getByRole('tab', { name: 'ملف الطبيب' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'الجدول' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'اليوم التالي' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'المرضى' });
    await expect(within(table).getByRole('columnheader', { name: 'فصيلة الدم' })).toBeVisible();
  },
};

export const Phone: Story = phoneStory();
