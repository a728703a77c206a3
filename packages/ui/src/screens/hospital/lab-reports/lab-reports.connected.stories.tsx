import { hospitals, mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { toast } from '../../../components/toaster';
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
import { toastRegion, withToaster } from '../../../stories/with-toaster';
import { LabReportsScreen } from './lab-reports.connected';
import { labRequestsApi, storyNow, storyTimeZone } from './lab-reports.fixtures';

const api = labRequestsApi();
const labRequests = '/labRequests/getLabRequests';
/** The laboratory reports table, in either language. */
const table = /Laboratory Reports|تقارير المختبر/;

const meta = {
  title: 'Hospital/Lab Reports (connected)',
  component: LabReportsScreen,
  args: { now: storyNow, timeZone: storyTimeZone, onReportDownloaded: fn() },
  decorators: [withToaster, withHospitalApi, wideTable],
  parameters: { layout: 'padded', msw: answering(api.handler) },
  beforeEach: () => {
    api.clear();
    toast.clear();
  },
} satisfies Meta<typeof LabReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Populated: Story = {
  name: "Today's lab requests by default",
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 2, table);
    await expect(api.bodies).toEqual([{ id: hospitals.marinaCare._id, date: '2026-11-20' }]);
  },
};

export const DownloadReport: Story = {
  name: 'Open the results and download a report',
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Results' }));
    const dialog = await body.findByRole('dialog', { name: 'Results of Yousef Al Hammadi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download the report of Complete Blood Count' }));
    await waitFor(() => expect(args.onReportDownloaded).toHaveBeenCalled(), { timeout: 5000 });
    const [blob, filename] = (args.onReportDownloaded as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(filename).toBe('Complete Blood Count report.pdf');
    await expect((await blob.text()).startsWith('%PDF-')).toBe(true);
  },
};

export const DownloadFailure: Story = {
  name: 'A report that cannot be downloaded: the server’s message',
  parameters: {
    msw: answering(
      mockError('get', '/labRequests/report/{id}/{fileId}', 404, { message: 'Report not found' }),
      api.handler,
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Results' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download the report of Complete Blood Count' }));
    // In the modal (which hides the page, toasts included, from screen readers) and as a toast.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Report not found');
    await expect(document.querySelector('[data-slot="toast"]')).toHaveTextContent('Report not found');
    await expect(args.onReportDownloaded).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await toastRegion().findByText('Report not found')).toBeVisible();
  },
};

export const DateFilter: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForRows(canvasElement, 2, table);
    await pickPreviousDay(canvas);
    await waitForRows(canvasElement, 1, table);
    await expect(api.bodies.at(-1)).toEqual({ id: hospitals.marinaCare._id, date: '2026-11-19' });
    await expect(dataRows(canvasElement, table)[0]).toHaveTextContent('Vitamin D (25-OH)');
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByText('No lab reports found')).toBeVisible();
  },
};

export const Loading: Story = connectedLoadingStory('post', labRequests);

export const LoadError: Story = connectedErrorStory('post', labRequests, 'Problem while getting lab reports');

export const Empty: Story = connectedStateStory(labRequestsApi([]).handler, 'No lab reports found');

export const Arabic: Story = connectedArabicStory(2, { button: 'عرض النتائج' }, table);
