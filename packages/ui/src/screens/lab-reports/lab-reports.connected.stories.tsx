import { handlers, hospitals, mockError, mockUrl } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../../components/toaster';
import { arabic } from '../../stories/locale-globals';
import { withApi } from '../../stories/with-api';
import { toastRegion, withToaster } from '../../stories/with-toaster';
import { LabReportsScreen } from './lab-reports.connected';
import { labRequestsApi, storyNow, storyTimeZone } from './lab-reports.fixtures';

const api = labRequestsApi();
const hospitalSession = { token: 'story-token', role: 'HOSPITAL', referenceId: hospitals.marinaCare._id };

const meta = {
  title: 'Screens/Hospital/LabReports (connected)',
  component: LabReportsScreen,
  args: { now: storyNow, timeZone: storyTimeZone, onReportDownloaded: fn() },
  decorators: [
    withToaster,
    withApi({ storage: hospitalSession }),
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: { handlers: [api.handler, ...handlers] } },
  beforeEach: () => {
    api.clear();
    toast.clear();
  },
} satisfies Meta<typeof LabReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

const rowsOf = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('table', { name: /Laboratory Reports|تقارير المختبر/ }))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') !== null && within(row).queryAllByRole('cell').length > 1);

export const Populated: Story = {
  name: "Today's lab requests by default",
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(2));
    await expect(api.bodies).toEqual([{ id: hospitals.marinaCare._id, date: '2026-11-20' }]);
  },
};

export const DownloadReport: Story = {
  name: 'Open the results and download a report',
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Results' }));
    const dialog = await body.findByRole('dialog', { name: 'Results of Yousef Al Hammadi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download the report of Complete Blood Count' }));
    await waitFor(() => expect(args.onReportDownloaded).toHaveBeenCalled());
    const [blob, filename] = (args.onReportDownloaded as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(filename).toBe('Complete Blood Count report.pdf');
    await expect((await blob.text()).startsWith('%PDF-')).toBe(true);
  },
};

export const DownloadFailure: Story = {
  name: 'A report that cannot be downloaded: the server’s message',
  parameters: {
    msw: {
      handlers: [
        mockError('get', '/labRequests/report/{id}/{fileId}', 404, { message: 'Report not found' }),
        api.handler,
        ...handlers,
      ],
    },
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
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(2));
    const [day] = within(canvas.getByRole('group', { name: 'Date' })).getAllByRole('spinbutton');
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(1));
    await expect(api.bodies.at(-1)).toEqual({ id: hospitals.marinaCare._id, date: '2026-11-19' });
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('Vitamin D (25-OH)');
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByText('No lab reports found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(mockUrl('/labRequests/getLabRequests'), async () => {
          await delay('infinite');
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/labRequests/getLabRequests', 500, { message: 'Database unavailable' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Problem while getting lab reports')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [labRequestsApi([]).handler, ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No lab reports found')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: 'عرض النتائج' })).toBeVisible();
  },
};
