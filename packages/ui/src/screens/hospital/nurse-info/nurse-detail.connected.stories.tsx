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
import { nurseSlots, storyNow, storyTimeZone } from '../provider-schedule/provider-schedule.fixtures';
import {
  calendarReady,
  choose,
  dayCell,
  openCreateSlots,
  toasts,
} from '../provider-schedule/provider-schedule.story-helpers';
import { createSlotsServer } from '../provider-schedule/slots-mock-server';
import { expectToast } from '../staff/staff.story-helpers';
import { editableRecord, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { NurseDetailScreen } from './nurse-detail.connected';
import { nurseReportsApi } from './nurse-detail.fixtures';

const slotsApi = createSlotsServer(nurseSlots);
const reportsApi = nurseReportsApi();
const nurseRecord = editableRecord('/nurse/{id}', staff.nurseAisha, (nurse) => ({ data: nurse }));
const hospitalSession = { token: 'story-token', role: 'HOSPITAL', referenceId: hospitals.marinaCare._id };

const meta = {
  title: 'Hospital/Nurse Info (connected)',
  component: NurseDetailScreen,
  args: { nurseId: staff.nurseAisha._id, now: storyNow, timeZone: storyTimeZone },
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
    msw: { handlers: [...nurseRecord.handlers, reportsApi.handler, ...slotsApi.handlers, ...handlers] },
  },
  beforeEach: () => {
    toast.clear();
    slotsApi.reset();
    reportsApi.clear();
    nurseRecord.reset();
  },
} satisfies Meta<typeof NurseDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data rows of the reports table. */
const reportRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') !== null && within(row).queryAllByRole('cell').length > 1);

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aisha Al Kaabi' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Nurse Reports' });
    await waitFor(() => expect(reportRows(table)).toHaveLength(1));
    // Today by default, with the nurse.
    await expect(reportsApi.bodies).toEqual([{ date: '2026-11-20', nurseId: staff.nurseAisha._id }]);
    await expect(reportRows(table)[0]).toHaveTextContent('Yousef Al Hammadi');
  },
};

export const DateFilter: Story = {
  name: 'The report date filter',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Nurse Reports' });
    await waitFor(() => expect(reportRows(table)).toHaveLength(1));
    const [day] = within(canvas.getByRole('group', { name: 'Date' })).getAllByRole('spinbutton');
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(reportRows(table)).toHaveLength(2));
    await expect(reportsApi.bodies.at(-1)).toEqual({ date: '2026-11-19', nurseId: staff.nurseAisha._id });
    await expect(reportRows(table).map((row) => row.textContent)).toEqual([
      expect.stringContaining('مريم الكعبي'),
      expect.stringContaining('Priya Menon'),
    ]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(await within(table).findByText('No Nurse Reports Found')).toBeVisible();
    await expect(reportsApi.bodies.at(-1)).toEqual({ date: '2026-11-18', nurseId: staff.nurseAisha._id });
  },
};

export const Edit: Story = {
  name: 'EDIT: email read-only, update, toast and the page refreshed',
  play: async ({ canvas }) => {
    const profile = within(await canvas.findByRole('region', { name: 'Nurse Profile' }));
    await expect(profile.getByText('Nurse')).toBeVisible();
    await userEvent.click(profile.getByRole('button', { name: 'EDIT' }));
    const { dialog, inDialog } = await openDialog('Edit Nurse');
    await expect(inDialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Technician' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Successfully updated');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The nurse is read again: the page shows the change.
    await expect(await profile.findByText('Technician')).toBeVisible();
    await expect(nurseRecord.gets()).toBe(2);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Aisha Al Kaabi' });
    await expect(canvas.queryByRole('button', { name: 'EDIT' })).toBeNull();
  },
};

export const ScheduleCreateSlot: Story = {
  name: 'Schedule: a NURSE slot for the signed-in hospital',
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Aisha Al Kaabi' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Schedule' }));
    await calendarReady(canvasElement);
    const dialog = await openCreateSlots(canvas, /^Saturday, 21 November 2026/);
    await choose(dialog, /\bFrom\b/, '04:00 PM');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await toasts().findByText('Slot created successfully')).toBeVisible();
    await expect(slotsApi.changes()[0]?.body).toEqual({
      hospitalId: hospitals.marinaCare._id,
      nurseId: staff.nurseAisha._id,
      type: 'NURSE',
      from: '2026-11-21T12:00:00.000Z',
      to: '2026-11-21T12:30:00.000Z',
    });
    await waitFor(() =>
      expect(dayCell(canvasElement, '2026-11-21').getByRole('button', { name: /04:00 PM.*Available/ })).toBeVisible(),
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswer('get', '/nurse/{id}'), neverAnswer('post', '/nurseReports/getAll'), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Nurse Reports' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', '/nurse/{id}', 404, { message: 'Nurse not found' }),
        mockError('post', '/nurseReports/getAll', 500, { message: 'Database unavailable' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Problem while getting nurses')).toBeVisible();
    await expect(await canvas.findByText('The nurse reports could not be loaded.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.post(mockUrl('/nurseReports/getAll'), () => Response.json({ data: [] })), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Nurse Reports Found')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const table = await canvas.findByRole('table', { name: 'تقارير التمريض' });
    await waitFor(() => expect(reportRows(table)).toHaveLength(1));
    await userEvent.click(canvas.getByRole('tab', { name: 'الجدول' }));
    await calendarReady(canvasElement);
    await expect(dayCell(canvasElement, '2026-11-26').getByRole('button', { name: /متاح/ })).toBeVisible();
  },
};
