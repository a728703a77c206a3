import { handlers, hospitals, mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { answering, dataRows, wideTable } from '../../../stories/records-table-stories';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { toastRegion, withToaster } from '../../../stories/with-toaster';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import { preloadNurseDashboard } from './nurse-dashboard';
import { NurseDashboardScreen } from './nurse-dashboard.connected';
import { dashboardApi, nurseSession, storyNow, storyTimeZone } from './nurse-dashboard.fixtures';

const api = dashboardApi();
const table = /Appointments|المواعيد/;
/** Answers go through the envelope and MSW: leave them time on a busy machine. */
const slow = { timeout: 5000 };
const body = within(document.body);

const meta = {
  // The filters' and table's code, loaded before the story renders (the site shows a skeleton meanwhile).
  loaders: [
    async () => {
      await preloadNurseDashboard();
    },
  ],
  title: 'Nurse/Dashboard (connected)',
  component: NurseDashboardScreen,
  args: { onStartTreatment: fn(), now: storyNow, timeZone: storyTimeZone },
  decorators: [withToaster, withApi({ storage: nurseSession }), wideTable],
  parameters: { layout: 'padded', msw: answering(...api.handlers) },
  beforeEach: () => {
    api.reset();
    toast.clear();
  },
} satisfies Meta<typeof NurseDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the table's rows and returns the one with the button `name`. */
async function rowWith(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = dataRows(canvasElement, table).find((row) => within(row).queryByRole('button', { name }) !== null);
    return expect(found).toBeDefined();
  }, slow);
  return found as HTMLElement;
}

export const Today: Story = {
  name: 'Today in her hospital: BOOKED and APPROVED only',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dataRows(canvasElement, table)).toHaveLength(3), slow);
    // Her record names her hospital; the day is sent as YYYY-MM-DD, without an Emirates ID.
    await expect(api.asked[0]).toEqual({ hospitalId: hospitals.marinaCare._id, body: { date: '2026-11-20' } });
  },
};

export const EmiratesIdFilter: Story = {
  name: 'Emirates ID filter: part of an ID, asked once typing stops',
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(dataRows(canvasElement, table)).toHaveLength(3), slow);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Emirates ID' }), '7654321');
    await waitFor(() => expect(dataRows(canvasElement, table)).toHaveLength(1), slow);
    await expect(dataRows(canvasElement, table)[0]).toHaveTextContent('Yousef Al Hammadi');
    // Debounced: one request for the whole text.
    await expect(api.asked.map((call) => call.body)).toEqual([
      { date: '2026-11-20' },
      { date: '2026-11-20', emiratesId: '7654321' },
    ]);
  },
};

export const EndTreatment: Story = {
  name: 'End Treatment: confirmed, toast, the row leaves the list',
  play: async ({ canvasElement }) => {
    const row = await rowWith(canvasElement, 'End Treatment Yousef Al Hammadi');
    await userEvent.click(within(row).getByRole('button', { name: 'End Treatment Yousef Al Hammadi' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to end the treatment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Treatment' }));
    await expectToast('Treatment ended successfully!');
    await expect(api.sent).toEqual([{ id: 'apt-yousef-home', body: { status: 'TAKEN' } }]);
    // Fetched again: TAKEN is not listed.
    await waitFor(() => expect(dataRows(canvasElement, table)).toHaveLength(2), slow);
  },
};

export const EndTreatmentRefused: Story = {
  name: 'End Treatment refused: the failure toast',
  parameters: { msw: answering(...dashboardApi(undefined, { refuseEnd: true }).handlers) },
  play: async ({ canvasElement }) => {
    const row = await rowWith(canvasElement, 'End Treatment Yousef Al Hammadi');
    await userEvent.click(within(row).getByRole('button', { name: 'End Treatment Yousef Al Hammadi' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to end the treatment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Treatment' }));
    await expectToast('Failed to end treatment. Please try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(await toastRegion().findByText('Failed to end treatment. Please try again.')).toBeVisible();
  },
};

export const StartTreatment: Story = {
  name: 'Start Treatment: the app opens the diagnosis',
  play: async ({ args, canvasElement }) => {
    const row = await rowWith(canvasElement, 'Start Treatment Priya Menon');
    await userEvent.click(within(row).getByRole('button', { name: 'Start Treatment Priya Menon' }));
    await expect(args.onStartTreatment).toHaveBeenCalledWith('pat-priya-menon', 'apt-priya-ahmed');
  },
};

export const ListFailsSilently: Story = {
  name: 'A failed list reads as an empty one (001 §8)',
  parameters: {
    msw: {
      handlers: [mockError('post', '/appointments/hospitalAppointments/{id}', 500, { message: 'down' }), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No appointment found', undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const row = await rowWith(canvasElement, 'إنهاء العلاج Yousef Al Hammadi');
    await userEvent.click(within(row).getByRole('button', { name: 'إنهاء العلاج Yousef Al Hammadi' }));
    const dialog = await body.findByRole('alertdialog', { name: 'هل أنت متأكد أنك تريد إنهاء العلاج؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إنهاء العلاج' }));
    await expectToast('تم إنهاء العلاج بنجاح!');
  },
};
