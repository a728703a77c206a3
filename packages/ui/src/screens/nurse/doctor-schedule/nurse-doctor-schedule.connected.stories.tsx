import { handlers, hospitals, mockError, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { withToaster } from '../../../stories/with-toaster';
import { doctorSlots, storyNow, storyTimeZone } from '../../hospital/provider-schedule/provider-schedule.fixtures';
import {
  body,
  calendarReady,
  choose,
  dayCell,
  openCreateSlots,
  toasts,
} from '../../hospital/provider-schedule/provider-schedule.story-helpers';
import { createSlotsServer } from '../../hospital/provider-schedule/slots-mock-server';
import { NurseDoctorScheduleScreen } from './nurse-doctor-schedule.connected';
import { preloadProviderSchedule } from '../../hospital/provider-schedule/provider-schedule-deferred';

const api = createSlotsServer(doctorSlots);
const navigate = fn();
const ahmed = staff.drAhmed._id;

const meta = {
  // The calendar's code, loaded before the story renders (the site shows a skeleton meanwhile).
  loaders: [
    async () => {
      await preloadProviderSchedule();
    },
  ],
  title: 'Nurse/Doctor Schedule (connected)',
  component: NurseDoctorScheduleScreen,
  args: { doctorId: ahmed, now: storyNow, timeZone: storyTimeZone },
  decorators: [
    withToaster,
    withNavigation(navigate),
    withApi({ storage: { token: 'story-token', role: 'NURSE', referenceId: staff.nurseAisha._id } }),
    (Story) => (
      <div className="w-[64rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: { handlers: [...api.handlers, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    api.reset();
    navigate.mockClear();
  },
} satisfies Meta<typeof NurseDoctorScheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  name: 'His name, a way back, his month',
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dr. Ahmed Al Mansoori’s Schedule' }, { timeout: 5000 }),
    ).toBeVisible();
    await calendarReady(canvasElement);
    await expect(api.calls[0]).toMatchObject({ path: '/slots/all/doctor/{id}', id: ahmed });
    await userEvent.click(canvas.getByRole('link', { name: 'Back to doctors' }));
    await expect(navigate).toHaveBeenCalledWith('/nurse/doctor-schedule');
  },
};

export const CreateSlot: Story = {
  name: 'The nurse creates a slot on his calendar',
  play: async ({ canvas, canvasElement }) => {
    await calendarReady(canvasElement);
    const dialog = await openCreateSlots(canvas, /^Saturday, 21 November 2026/);
    await choose(dialog, /\bFrom\b/, '10:00 AM');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await toasts().findByText('Slot created successfully')).toBeVisible();
    await expect(api.changes()).toEqual([
      {
        method: 'POST',
        path: '/slots',
        body: {
          hospitalId: hospitals.marinaCare._id,
          doctorId: ahmed,
          from: '2026-11-21T06:00:00.000Z',
          to: '2026-11-21T06:30:00.000Z',
        },
      },
    ]);
    await waitFor(() =>
      expect(dayCell(canvasElement, '2026-11-21').getByRole('button', { name: /10:00 AM.*Available/ })).toBeVisible(),
    );
  },
};

export const DeleteSlot: Story = {
  name: 'The nurse deletes his free slot: NO keeps it, Delete removes it',
  play: async ({ canvasElement }) => {
    await calendarReady(canvasElement);
    const monday = () => dayCell(canvasElement, '2026-11-23');
    await userEvent.click(monday().getByRole('button', { name: /11:00 AM.*Available/ }));
    let confirm = within(await body().findByRole('alertdialog', { name: 'Delete Slot?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(api.changes()).toEqual([]);
    await userEvent.click(monday().getByRole('button', { name: /11:00 AM.*Available/ }));
    confirm = within(await body().findByRole('alertdialog', { name: 'Delete Slot?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await toasts().findByText('Slot delete successfully')).toBeVisible();
    await expect(api.changes()).toEqual([{ method: 'DELETE', path: '/slots/delete/{id}', id: 'slot-free-future' }]);
    await waitFor(() => expect(monday().queryByRole('button', { name: /11:00 AM/ })).toBeNull());
  },
};

export const DoctorFails: Story = {
  name: 'Error: his record did not load',
  parameters: {
    msw: { handlers: [mockError('get', '/doctors/{id}', 404, { message: 'Not found' }), ...api.handlers, ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Retry|Try again/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Doctor’s Schedule' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'جدول د. Ahmed Al Mansoori' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'العودة إلى الأطباء' })).toBeVisible();
    await calendarReady(canvasElement);
  },
};

export const Phone: Story = {
  globals: phoneStory().globals,
  play: async (context) => {
    await calendarReady(context.canvasElement);
    await phoneStory().play(context);
  },
};
