import { handlers, hospitals, mockError, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { doctorSlots, storyNow, storyTimeZone } from '../../hospital/provider-schedule/provider-schedule.fixtures';
import {
  calendarReady,
  choose,
  dayCell,
  openCreateSlots,
  toasts,
} from '../../hospital/provider-schedule/provider-schedule.story-helpers';
import { createSlotsServer } from '../../hospital/provider-schedule/slots-mock-server';
import { DoctorCalendarScreen } from './doctor-calendar.connected';
import { preloadProviderSchedule } from '../../hospital/provider-schedule/provider-schedule-deferred';

const api = createSlotsServer(doctorSlots);

const meta = {
  // The calendar's code, loaded before the story renders (the site shows a skeleton meanwhile).
  loaders: [
    async () => {
      await preloadProviderSchedule();
    },
  ],
  title: 'Doctor/Calendar (connected)',
  component: DoctorCalendarScreen,
  args: { now: storyNow, timeZone: storyTimeZone },
  decorators: [
    withToaster,
    withApi({ storage: { token: 'story-token', role: 'DOCTOR', referenceId: staff.drAhmed._id } }),
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
  },
} satisfies Meta<typeof DoctorCalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in doctor's own month: his record names his hospital, then his slots load. */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await calendarReady(canvasElement);
    await expect(api.calls[0]).toMatchObject({ path: '/slots/all/doctor/{id}', id: staff.drAhmed._id });
    await expect(dayCell(canvasElement, '2026-11-23').getByRole('button', { name: /Yousef Al Hammadi/ })).toBeVisible();
  },
};

export const CreateSlot: Story = {
  name: 'Create a slot: in his hospital, for himself',
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
          doctorId: staff.drAhmed._id,
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

export const DoctorRecordLoading: Story = {
  name: 'Loading: his record is on the way',
  parameters: { msw: { handlers: [neverAnswer('get', '/doctors/{id}'), ...api.handlers, ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading slots')).toBeVisible();
    await expect(api.calls).toEqual([]);
  },
};

export const DoctorRecordFails: Story = {
  name: 'Error: his record did not load, Retry asks again',
  parameters: {
    msw: { handlers: [mockError('get', '/doctors/{id}', 500, { message: 'down' }), ...api.handlers, ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Retry|Try again/ })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'التقويم' })).toBeVisible();
    await calendarReady(canvasElement);
  },
};

/** At 390 px in Arabic, nothing runs off the screen. */
export const PhoneArabic: Story = {
  globals: phoneStory({ arabic: true }).globals,
  play: async (context) => {
    await calendarReady(context.canvasElement);
    await phoneStory().play(context);
  },
};
