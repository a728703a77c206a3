import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import {
  answering,
  connectedArabicStory,
  connectedErrorStory,
  connectedLoadingStory,
  connectedStateStory,
  dataRows,
  pickPreviousDay,
  waitForRows,
  wideTable,
  withHospitalApi,
} from '../../../stories/records-table-stories';
import { preloadHospitalAppointments } from './hospital-appointments';
import { HospitalAppointmentsScreen } from './hospital-appointments.connected';
import { appointmentsApi, storyNow, storyTimeZone } from './hospital-appointments.fixtures';

const api = appointmentsApi();
const appointments = '/appointments/hospitalAppointments/{id}';
/** The appointments table, in either language. */
const table = /Appointments|المواعيد/;

const meta = {
  // The filters' and table's code, loaded before the story renders (the site shows a skeleton meanwhile).
  loaders: [
    async () => {
      await preloadHospitalAppointments();
    },
  ],
  title: 'Hospital/Appointments (connected)',
  component: HospitalAppointmentsScreen,
  args: { now: storyNow, timeZone: storyTimeZone },
  decorators: [withHospitalApi, wideTable],
  parameters: { layout: 'padded', msw: answering(api.handler) },
  beforeEach: () => {
    api.clear();
  },
} satisfies Meta<typeof HospitalAppointmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  name: "Today's appointments by default",
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 4, table);
    await expect(api.bodies).toEqual([{ date: '2026-11-20' }]);
    await expect(dataRows(canvasElement, table).map((row) => row.getAttribute('data-muted'))).toEqual([
      'true',
      'true',
      null,
      null,
    ]);
  },
};

export const EmiratesIdFilter: Story = {
  name: 'Filtered by part of an Emirates ID',
  play: async ({ canvas, canvasElement }) => {
    await waitForRows(canvasElement, 4, table);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Emirates ID' }), '7654');
    await waitForRows(canvasElement, 1, table);
    await expect(dataRows(canvasElement, table)[0]).toHaveTextContent('784-1984-7654321-3');
    // Asked once typing stopped, not per keystroke.
    await expect(api.bodies).toEqual([{ date: '2026-11-20' }, { date: '2026-11-20', emiratesId: '7654' }]);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Emirates ID' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Emirates ID' }), '000');
    await expect(await canvas.findByText('No appointment found')).toBeVisible();
  },
};

export const DateFilter: Story = {
  name: 'Another day: all over, all greyed',
  play: async ({ canvas, canvasElement }) => {
    await waitForRows(canvasElement, 4, table);
    await pickPreviousDay(canvas);
    await waitForRows(canvasElement, 2, table);
    await expect(api.bodies.at(-1)).toEqual({ date: '2026-11-19' });
    const rows = dataRows(canvasElement, table);
    await expect(rows.every((row) => row.getAttribute('data-muted') === 'true')).toBe(true);
    await expect(rows[0]).toHaveTextContent('19/11/2026');
  },
};

export const Loading: Story = connectedLoadingStory('post', appointments);

export const LoadError: Story = connectedErrorStory('post', appointments, 'Problem while getting appointments');

export const Empty: Story = connectedStateStory(appointmentsApi([]).handler, 'No appointment found');

export const Arabic: Story = connectedArabicStory(4, { heading: 'المواعيد' }, table);
