import { answers, handlers, hospitals, mockError, mockUrl, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { Button } from '../../../components/button';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { doctorSlots, storyNow, storyTimeZone } from '../provider-schedule/provider-schedule.fixtures';
import {
  body,
  calendarReady,
  choose,
  dayCell,
  openCreateSlots,
  toasts,
} from '../provider-schedule/provider-schedule.story-helpers';
import { createSlotsServer } from '../provider-schedule/slots-mock-server';
import { DoctorDetailScreen } from './doctor-detail.connected';
import { expectToast } from '../staff/staff.story-helpers';
import { editableRecord, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { appointmentsByDateApi, doctorPatientsApi } from './doctor-detail.fixtures';

const slotsApi = createSlotsServer(doctorSlots);
const appointmentsApi = appointmentsByDateApi();
const patientsApi = doctorPatientsApi();
// The form sends speciality ids; the record keeps its named specialities.
const doctorRecord = editableRecord(
  '/doctors/{id}',
  staff.drAhmed,
  (doctor) => ({ data: { doctor, user: answers.doctorUpdateResult.data.user } }),
  (doctor, changes) => ({ ...doctor, ...changes, specialityId: doctor.specialityId }),
);
const hospitalSession = { token: 'story-token', role: 'HOSPITAL', referenceId: hospitals.marinaCare._id };

const meta = {
  title: 'Hospital/Doctor Info (connected)',
  component: DoctorDetailScreen,
  args: { doctorId: staff.drAhmed._id, now: storyNow, timeZone: storyTimeZone },
  decorators: [
    withToaster,
    withApi({ storage: hospitalSession }),
    (Story) => (
      <div className="w-[64rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'padded',
    msw: {
      handlers: [
        ...doctorRecord.handlers,
        appointmentsApi.handler,
        patientsApi.handler,
        ...slotsApi.handlers,
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    toast.clear();
    slotsApi.reset();
    appointmentsApi.clear();
    patientsApi.clear();
    doctorRecord.reset();
  },
} satisfies Meta<typeof DoctorDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ahmed Al Mansoori' })).toBeVisible();
    await expect(canvas.getByText('14 years')).toBeVisible();
    // Today's appointments (the browser's day, here fixed): asked with the day and the doctor.
    const list = within(await canvas.findByRole('list', { name: 'Appointments' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(appointmentsApi.bodies).toEqual([{ date: '2026-11-20', doctorId: staff.drAhmed._id }]);
    // The patients of the doctor's latest appointments, once each, with the spec's columns.
    const table = canvas.getByRole('table', { name: 'Patients' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(table).getByRole('row', { name: /Yousef Al Hammadi/ })).toHaveTextContent(
      'yousef.alhammadi@example.ae',
    );
    await expect(patientsApi.pages).toEqual([0]);
  },
};

export const PatientsPages: Story = {
  name: 'Patients: the next page of appointments',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Patients' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /Yousef Al Hammadi/ })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(table).getByRole('row', { name: /Priya/ })).toBeVisible());
    await expect(within(table).queryByRole('row', { name: /Yousef Al Hammadi/ })).toBeNull();
    await expect(patientsApi.pages).toEqual([0, 1]);
  },
};

export const DateNavigatorMovesByADay: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Appointments' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(canvas.getByText('Saturday, 21 November 2026')).toBeVisible();
    // Tomorrow: Mariam's son Hamad.
    const tomorrow = await canvas.findByRole('list', { name: 'Appointments' });
    await waitFor(() => expect(within(tomorrow).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(tomorrow).getByRole('listitem')).toHaveTextContent('for حمد الكعبي');
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(await canvas.findByText('No appointment found')).toBeVisible();
    await expect(appointmentsApi.bodies.map((request) => (request as { date: string }).date)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous day' }));
    await expect(canvas.getByText('Saturday, 21 November 2026')).toBeVisible();
  },
};

export const Edit: Story = {
  name: 'EDIT: email read-only, update, toast and the page refreshed',
  play: async ({ canvas }) => {
    const profile = within(await canvas.findByRole('region', { name: 'Doctor Profile' }));
    await expect(profile.getByText('14 years')).toBeVisible();
    await userEvent.click(profile.getByRole('button', { name: 'EDIT' }));
    const { dialog, inDialog } = await openDialog('Edit Doctor');
    await expect(inDialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await waitFor(() => expect(inDialog.getByRole('button', { name: /Gender/ })).toHaveTextContent('Male'));
    const experience = inDialog.getByRole('textbox', { name: /^Experience/ });
    await userEvent.clear(experience);
    await userEvent.type(experience, '15');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Doctor Updated Successfully');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The doctor is read again: the page shows the change.
    await expect(await profile.findByText('15 years')).toBeVisible();
    await expect(doctorRecord.gets()).toBe(2);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, actions: <Button variant="secondary">Back</Button> },
  play: async ({ canvas }) => {
    const profile = within(await canvas.findByRole('region', { name: 'Doctor Profile' }));
    await expect(profile.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(profile.queryByRole('button', { name: 'EDIT' })).toBeNull();
  },
};

export const ScheduleCreateSlot: Story = {
  name: "Schedule: create a slot for the doctor's hospital",
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Ahmed Al Mansoori' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Schedule' }));
    await calendarReady(canvasElement);
    await expect(canvas.getByRole('grid')).toHaveAccessibleName(/Schedule of Ahmed Al Mansoori/);
    const dialog = await openCreateSlots(canvas, /^Saturday, 21 November 2026/);
    await choose(dialog, /\bFrom\b/, '10:00 AM');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await toasts().findByText('Slot created successfully')).toBeVisible();
    await expect(slotsApi.changes()[0]?.body).toEqual({
      hospitalId: hospitals.marinaCare._id,
      doctorId: staff.drAhmed._id,
      from: '2026-11-21T06:00:00.000Z',
      to: '2026-11-21T06:30:00.000Z',
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(
      dayCell(canvasElement, '2026-11-21').getByRole('button', { name: /10:00 AM.*Available/ }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswer('get', '/doctors/{id}'), appointmentsApi.handler, ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThanOrEqual(1);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const LoadErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', '/doctors/{id}', 404, { message: 'Doctor not found' }),
        mockError('post', '/slots/doctorAppointmentsByDate', 500, { message: 'Database unavailable' }),
        mockError('get', '/appointments/doctorAppointments/{id}', 500, { message: 'Database unavailable' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Problem while getting doctors')).toBeVisible();
    await expect(await canvas.findByText('Problem while getting appointments')).toBeVisible();
    await expect(await canvas.findByText('Problem while getting patients')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(mockUrl('/slots/doctorAppointmentsByDate'), () => Response.json({ appointments: [] })),
        http.get(mockUrl('/appointments/doctorAppointments/{id}'), () =>
          Response.json({ data: { appointments: [], pageNumber: 0, numberOfPages: 0 } }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No appointment found')).toBeVisible();
    await expect(await canvas.findByText('No patients Found')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ahmed Al Mansoori' })).toBeVisible();
    // Today's appointments first (their request can still be on the way), then the next day's.
    await waitFor(() => expect(appointmentsApi.bodies).toHaveLength(1), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'اليوم التالي' }));
    await waitFor(() => expect(appointmentsApi.bodies).toHaveLength(2), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('tab', { name: 'الجدول' }));
    await calendarReady(canvasElement);
    await expect(canvas.getByRole('button', { name: 'الشهر التالي' })).toBeVisible();
  },
};
