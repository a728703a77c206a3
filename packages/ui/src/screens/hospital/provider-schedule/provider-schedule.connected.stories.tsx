import { handlers, hospitals, mockError, mockUrl, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { ProviderScheduleScreen } from './provider-schedule.connected';
import {
  doctorProvider,
  doctorSlots,
  nurseProvider,
  nurseSlots,
  storyNow,
  storyTimeZone,
} from './provider-schedule.fixtures';
import {
  body,
  calendarReady,
  choose,
  dayCell,
  expectEmptyMonth,
  expectLoadError,
  expectLoadingSlots,
  openCreateSlots,
  toasts,
} from './provider-schedule.story-helpers';
import { createSlotsServer, OVERLAP_MESSAGE } from './slots-mock-server';

const doctorApi = createSlotsServer(doctorSlots);
const nurseApi = createSlotsServer(nurseSlots);
const hospitalId = hospitals.marinaCare._id;

const meta = {
  title: 'Hospital/Provider Schedule (connected)',
  component: ProviderScheduleScreen,
  args: { provider: doctorProvider, now: storyNow, timeZone: storyTimeZone },
  decorators: [
    withToaster,
    withApi({ storage: { token: 'story-token', role: 'HOSPITAL', referenceId: hospitalId } }),
    (Story) => (
      <div className="w-[64rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: { handlers: [...doctorApi.handlers, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    doctorApi.reset();
    nurseApi.reset();
  },
} satisfies Meta<typeof ProviderScheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The doctor's November, asked for month by month. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await calendarReady(canvasElement);
    await expect(doctorApi.calls[0]).toEqual({
      method: 'POST',
      path: '/slots/all/doctor/{id}',
      id: staff.drAhmed._id,
      body: { from: '2026-10-31T00:00:00.000Z', to: '2026-12-02T00:00:00.000Z' },
    });
    await expect(dayCell(canvasElement, '2026-11-23').getByRole('button', { name: /Yousef Al Hammadi/ })).toBeVisible();
    await expect(
      dayCell(canvasElement, '2026-11-23').getByRole('button', { name: /11:00 AM.*Available/ }),
    ).toBeVisible();
  },
};

export const CreateSlotTomorrow: Story = {
  name: 'Create a slot tomorrow 10:00–10:30',
  play: async ({ canvas, canvasElement }) => {
    await calendarReady(canvasElement);
    const dialog = await openCreateSlots(canvas, /^Saturday, 21 November 2026/);
    await choose(dialog, /\bFrom\b/, '10:00 AM');
    await expect(dialog.getByRole('button', { name: /\bTo\b/ })).toHaveTextContent('10:30 AM');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await toasts().findByText('Slot created successfully')).toBeVisible();
    // One POST /slots with the hospital, the doctor and the half hour (checked by the handler too).
    await expect(doctorApi.changes()).toEqual([
      {
        method: 'POST',
        path: '/slots',
        body: {
          hospitalId,
          doctorId: staff.drAhmed._id,
          from: '2026-11-21T06:00:00.000Z',
          to: '2026-11-21T06:30:00.000Z',
        },
      },
    ]);
    // The new slot is appended to the calendar, without reloading the month.
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(
      dayCell(canvasElement, '2026-11-21').getByRole('button', { name: /10:00 AM.*Available/ }),
    ).toBeVisible();
    await expect(doctorApi.calls.filter((call) => call.path === '/slots/all/doctor/{id}')).toHaveLength(1);
  },
};

export const WeeklyRepeatIsOneRequest: Story = {
  name: 'A weekly repeat sends ONE createSlotSeries request',
  play: async ({ canvas, canvasElement }) => {
    await calendarReady(canvasElement);
    // Mondays and Wednesdays 09:00–10:00 until the default end, a week later (30 November):
    // two 30-minute slots a day (000 §9), three days.
    const dialog = await openCreateSlots(canvas, /^Monday, 23 November 2026/);
    await choose(dialog, /\bFrom\b/, '09:00 AM');
    await choose(dialog, /\bTo\b/, '10:00 AM');
    await choose(dialog, /Repeat/, 'Weekly');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Wednesday' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('This will create 6 slots');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await toasts().findByText('Slot created successfully')).toBeVisible();
    const changes = doctorApi.changes();
    await expect(changes).toHaveLength(1);
    await expect(changes[0]).toMatchObject({ method: 'POST', path: '/slots/series' });
    await expect(changes[0]?.body).toEqual({
      hospitalId,
      doctorId: staff.drAhmed._id,
      slots: ['2026-11-23', '2026-11-25', '2026-11-30'].flatMap((day) => [
        { from: `${day}T05:00:00.000Z`, to: `${day}T05:30:00.000Z` },
        { from: `${day}T05:30:00.000Z`, to: `${day}T06:00:00.000Z` },
      ]),
    });
    // The new slots appear at once.
    for (const day of ['2026-11-23', '2026-11-25', '2026-11-30']) {
      await expect(dayCell(canvasElement, day).getByRole('button', { name: /^09:00 AM.*Available/ })).toBeVisible();
      await expect(dayCell(canvasElement, day).getByRole('button', { name: /^09:30 AM.*Available/ })).toBeVisible();
    }
  },
};

export const OverlapIsRefused: Story = {
  name: "409: the server's message, nothing created",
  play: async ({ canvas, canvasElement }) => {
    await calendarReady(canvasElement);
    // A daily series from Monday 10:00 clashes with the booking at 10:00 that day.
    const dialog = await openCreateSlots(canvas, /^Monday, 23 November 2026/);
    await choose(dialog, /\bFrom\b/, '10:00 AM');
    await choose(dialog, /Repeat/, 'Daily');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await toasts().findByText(OVERLAP_MESSAGE)).toBeVisible();
    await expect(doctorApi.changes().map((call) => call.path)).toEqual(['/slots/series']);
    // The dialog stays for another try; no slot was added anywhere.
    await expect(body().getByRole('dialog', { name: 'Create Slots' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: /^Tuesday, 24 November 2026, 1 slot/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Saturday, 28 November 2026, no slots/ })).toBeVisible();
  },
};

export const DeleteFreeSlot: Story = {
  name: 'Delete Slot?: NO keeps it, Delete removes it',
  play: async ({ canvasElement }) => {
    await calendarReady(canvasElement);
    const monday = () => dayCell(canvasElement, '2026-11-23');
    await userEvent.click(monday().getByRole('button', { name: /11:00 AM.*Available/ }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Delete Slot?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(doctorApi.changes()).toEqual([]);
    await expect(monday().getByRole('button', { name: /11:00 AM.*Available/ })).toBeVisible();

    await userEvent.click(monday().getByRole('button', { name: /11:00 AM.*Available/ }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete' }));
    await expect(await toasts().findByText('Slot delete successfully')).toBeVisible();
    await expect(doctorApi.changes()).toEqual([
      { method: 'DELETE', path: '/slots/delete/{id}', id: 'slot-free-future' },
    ]);
    await waitFor(() => expect(monday().queryByRole('button', { name: /11:00 AM/ })).toBeNull());
  },
};

export const DeleteFails: Story = {
  name: 'Delete failure: "Failed to delete slot"',
  parameters: {
    msw: {
      handlers: [
        mockError('delete', '/slots/delete/{id}', 409, { message: 'Slot is booked' }),
        ...doctorApi.handlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await calendarReady(canvasElement);
    const monday = dayCell(canvasElement, '2026-11-23');
    await userEvent.click(monday.getByRole('button', { name: /11:00 AM.*Available/ }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete' }));
    await expect(await toasts().findByText('Failed to delete slot')).toBeVisible();
    // The confirmation stays for another try or NO; the slot stays.
    await expect(body().getByRole('alertdialog', { name: 'Delete Slot?' })).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'NO' }));
    await expect(monday.getByRole('button', { name: /11:00 AM.*Available/ })).toBeVisible();
  },
};

export const BookedAndTakenAreNotDeletable: Story = {
  play: async ({ canvasElement }) => {
    await calendarReady(canvasElement);
    // TAKEN (blue) and a booking that has ended (red) are not buttons.
    await expect(dayCell(canvasElement, '2026-11-25').queryByRole('button', { name: /Taken/ })).toBeNull();
    await expect(dayCell(canvasElement, '2026-11-18').queryByRole('button', { name: /مريم الكعبي/ })).toBeNull();
    await expect(dayCell(canvasElement, '2026-11-19').queryByRole('button', { name: /Priya/ })).toBeNull();
    // A booking still to come opens Appointment Details, never "Delete Slot?".
    await userEvent.click(dayCell(canvasElement, '2026-11-24').getByRole('button', { name: /مريم الكعبي/ }));
    const details = within(await body().findByRole('dialog', { name: 'Appointment Details' }));
    await expect(details.getByText('حمد الكعبي')).toBeVisible();
    await expect(details.getByText('Flu vaccine for my son.')).toBeVisible();
    await expect(body().queryByRole('alertdialog')).toBeNull();
    await userEvent.click(details.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await userEvent.click(dayCell(canvasElement, '2026-11-23').getByRole('button', { name: /Yousef Al Hammadi/ }));
    const own = within(await body().findByRole('dialog', { name: 'Appointment Details' }));
    await expect(own.getByText("No ( Patient's Own )")).toBeVisible();
    await expect(own.getByText('Specialist Consultation')).toBeVisible();
    await expect(doctorApi.changes()).toEqual([]);
  },
};

export const NurseSchedule: Story = {
  name: 'Nurse: type NURSE slots and the nurse delete call',
  args: { provider: nurseProvider },
  parameters: { msw: { handlers: [...nurseApi.handlers, ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await calendarReady(canvasElement);
    await expect(nurseApi.calls[0]).toMatchObject({ path: '/slots/all/nurse/{id}', id: staff.nurseAisha._id });
    const dialog = await openCreateSlots(canvas, /^Saturday, 21 November 2026/);
    await choose(dialog, /\bFrom\b/, '10:00 AM');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await toasts().findByText('Slot created successfully')).toBeVisible();
    await expect(nurseApi.changes()[0]?.body).toEqual({
      hospitalId,
      nurseId: staff.nurseAisha._id,
      type: 'NURSE',
      from: '2026-11-21T06:00:00.000Z',
      to: '2026-11-21T06:30:00.000Z',
    });
    await userEvent.click(dayCell(canvasElement, '2026-11-26').getByRole('button', { name: /04:00 PM.*Available/ }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete' }));
    await expect(await toasts().findByText('Slot delete successfully')).toBeVisible();
    await expect(nurseApi.changes()[1]).toEqual({
      method: 'DELETE',
      path: '/slots/delete/nurse/{id}',
      id: 'slot-nurse-free',
    });
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.post(mockUrl('/slots/all/doctor/{id}'), () => Response.json({ data: [] })), ...handlers] },
  },
  play: ({ canvas, canvasElement }) => expectEmptyMonth(canvas, canvasElement),
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('post', '/slots/all/doctor/{id}'), ...handlers] } },
  play: ({ canvas }) => expectLoadingSlots(canvas),
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [mockError('post', '/slots/all/doctor/{id}', 500, { message: 'Database unavailable' }), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await expectLoadError(canvas);
  },
};

export const ArabicCreateSlot: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await calendarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^السبت، 21 نوفمبر 2026/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'إنشاء مواعيد' }));
    await userEvent.click(dialog.getByRole('button', { name: 'إنشاء' }));
    await expect(await toasts().findByText('تم إنشاء الموعد بنجاح')).toBeVisible();
    await expect(doctorApi.changes()).toHaveLength(1);
  },
};
