import { handlers, hospitals, mockError, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { nurseSlots, storyNow, storyTimeZone } from '../../hospital/provider-schedule/provider-schedule.fixtures';
import {
  body,
  calendarReady,
  choose,
  dayCell,
  openCreateSlots,
  toasts,
} from '../../hospital/provider-schedule/provider-schedule.story-helpers';
import { createSlotsServer } from '../../hospital/provider-schedule/slots-mock-server';
import { NurseScheduleScreen } from './nurse-schedule.connected';
import { preloadProviderSchedule } from '../../hospital/provider-schedule/provider-schedule-deferred';

const api = createSlotsServer(nurseSlots);
const aisha = staff.nurseAisha._id;

const meta = {
  // The calendar's code, loaded before the story renders (the site shows a skeleton meanwhile).
  loaders: [
    async () => {
      await preloadProviderSchedule();
    },
  ],
  title: 'Nurse/Schedule (connected)',
  component: NurseScheduleScreen,
  args: { now: storyNow, timeZone: storyTimeZone },
  decorators: [
    withToaster,
    withApi({ storage: { token: 'story-token', role: 'NURSE', referenceId: aisha } }),
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
} satisfies Meta<typeof NurseScheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Her own month: her record names her hospital, then her slots load. */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
    await calendarReady(canvasElement);
    await expect(api.calls[0]).toMatchObject({ path: '/slots/all/nurse/{id}', id: aisha });
    await expect(dayCell(canvasElement, '2026-11-27').getByRole('button', { name: /Yousef Al Hammadi/ })).toBeVisible();
  },
};

export const CreateSlot: Story = {
  name: 'Create a slot: type NURSE, in her hospital',
  play: async ({ canvas, canvasElement }) => {
    await calendarReady(canvasElement);
    const dialog = await openCreateSlots(canvas, /^Saturday, 21 November 2026/);
    await choose(dialog, /\bFrom\b/, '10:00 AM');
    // Choosing From sets To to the next half hour (001 §5).
    await expect(dialog.getByRole('button', { name: /\bTo\b/ })).toHaveTextContent('10:30 AM');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await toasts().findByText('Slot created successfully')).toBeVisible();
    await expect(api.changes()).toEqual([
      {
        method: 'POST',
        path: '/slots',
        body: {
          hospitalId: hospitals.marinaCare._id,
          nurseId: aisha,
          type: 'NURSE',
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
  name: 'Delete Slot?: Delete removes her free slot',
  play: async ({ canvasElement }) => {
    await calendarReady(canvasElement);
    const day = () => dayCell(canvasElement, '2026-11-26');
    await userEvent.click(day().getByRole('button', { name: /04:00 PM.*Available/ }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Delete Slot?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await toasts().findByText('Slot delete successfully')).toBeVisible();
    await expect(api.changes()).toEqual([
      { method: 'DELETE', path: '/slots/delete/nurse/{id}', id: 'slot-nurse-free' },
    ]);
    await waitFor(() => expect(day().queryByRole('button', { name: /04:00 PM/ })).toBeNull());
  },
};

export const RecordFails: Story = {
  name: 'Error: her record did not load, with a retry',
  parameters: {
    msw: { handlers: [mockError('get', '/nurse/{id}', 500, { message: 'down' }), ...api.handlers, ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Retry|Try again/ })).toBeVisible();
    await expect(api.calls).toEqual([]);
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'جدولي' })).toBeVisible();
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
