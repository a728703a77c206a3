import { handlers, mockError, mockOperation } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { toast } from '../../../../components/toaster';
import { arabic } from '../../../../stories/locale-globals';
import { neverAnswer, requestLog } from '../../../../stories/mock-requests';
import { userEvent } from '../../../../stories/user-event';
import { withToaster } from '../../../../stories/with-toaster';
import { storyAppointmentId, storyPatientId, storyTimeZone } from '../papers.fixtures';
import { expectToast, OpenablePaper, openPaper, withDoctorApi } from '../papers.story-helpers';
import { PreviousLabResultsDialog, PreviousPrescriptionsDialog } from './previous-visits.connected';

const history = requestLog('get', '/slots/previousPatientPrescriptions/{id}');
const previousPath = '/slots/previousPatientPrescriptions/{id}';

/**
 * Previous Prescriptions and Previous Lab Results on the API (MSW): the
 * patient's earlier treated appointments (the default answer holds four
 * appointments, two of them TAKEN) and a test's report download.
 */
const meta = {
  title: 'Clinical/Papers/Previous Visits Dialogs (connected)',
  component: PreviousLabResultsDialog,
  args: {
    appointmentId: storyAppointmentId,
    patientId: storyPatientId,
    open: true,
    onOpenChange: fn(),
    timeZone: storyTimeZone,
    onReportDownloaded: fn(),
  },
  render: (args) => (
    <OpenablePaper open={args.open} onOpenChange={args.onOpenChange}>
      {(control) => <PreviousLabResultsDialog {...args} {...control} />}
    </OpenablePaper>
  ),
  decorators: [withToaster, withDoctorApi],
  parameters: { msw: { handlers: [history.handler, ...handlers] } },
  beforeEach: () => {
    history.clear();
    toast.clear();
  },
} satisfies Meta<typeof PreviousLabResultsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const labResults = 'Previous Lab Results';
const prescriptions = 'Previous Prescriptions';

/** Renders Previous Prescriptions instead of Previous Lab Results. */
const prescriptionsRender: Story['render'] = (args) => (
  <OpenablePaper open={args.open} onOpenChange={args.onOpenChange}>
    {(control) => <PreviousPrescriptionsDialog {...args} {...control} />}
  </OpenablePaper>
);

export const PreviousPrescriptions: Story = {
  name: 'Previous Prescriptions: the treated appointments only',
  render: prescriptionsRender,
  play: async () => {
    const { inDialog } = await openPaper(prescriptions);
    await waitFor(() => expect(inDialog.getAllByRole('article')).toHaveLength(2));
    await expect(history.urls.map((url) => url.pathname)).toEqual([
      `/api/slots/previousPatientPrescriptions/${storyPatientId}`,
    ]);
    await expect(inDialog.getByText('Bisoprolol 5 mg')).toBeVisible();
  },
};

export const DownloadReport: Story = {
  name: 'Previous Lab Results: download a report',
  play: async ({ args }) => {
    const { inDialog } = await openPaper(labResults);
    const table = await inDialog.findByRole('table', { name: 'Lab results of 12/11/2026' });
    await userEvent.click(within(table).getByRole('button', { name: 'Download Report of Complete Blood Count' }));
    await waitFor(() => expect(args.onReportDownloaded).toHaveBeenCalledOnce(), { timeout: 5000 });
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
        ...handlers,
      ],
    },
  },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(labResults);
    const table = await inDialog.findByRole('table', { name: 'Lab results of 12/11/2026' });
    await userEvent.click(within(table).getByRole('button', { name: 'Download Report of Complete Blood Count' }));
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('Report not found');
    await expectToast('Report not found');
    await expect(args.onReportDownloaded).not.toHaveBeenCalled();
  },
};

export const NoHistory: Story = {
  name: 'No earlier appointment: the empty states',
  parameters: { msw: { handlers: [mockOperation('get', previousPath, { data: [] }), ...handlers] } },
  play: async () => {
    const { inDialog } = await openPaper(labResults);
    await expect(await inDialog.findByText('No previous lab results found')).toBeVisible();
  },
};

export const NoHistoryPrescriptions: Story = {
  ...NoHistory,
  name: 'No earlier appointment: Previous Prescriptions',
  render: prescriptionsRender,
  play: async () => {
    const { inDialog } = await openPaper(prescriptions);
    await expect(await inDialog.findByText('No previous prescriptions found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', previousPath), ...handlers] } },
  play: async () => {
    const { inDialog } = await openPaper(labResults);
    await expect(await inDialog.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', previousPath, 500, { message: 'Database unavailable' }), ...handlers] },
  },
  play: async () => {
    const { inDialog } = await openPaper(labResults);
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('Problem while getting previous appointments');
  },
};

export const NothingAskedWhileClosed: Story = {
  name: 'Closed: nothing is asked until it opens',
  args: { open: false },
  render: prescriptionsRender,
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(history.urls).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const { inDialog } = await openPaper(prescriptions);
    await waitFor(() => expect(inDialog.getAllByRole('article')).toHaveLength(2));
    await expect(history.urls).toHaveLength(1);
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async () => {
    const { dialog, inDialog } = await openPaper('نتائج المختبر السابقة');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(await inDialog.findByRole('button', { name: 'تنزيل التقرير: Complete Blood Count' })).toBeVisible();
  },
};

export const ArabicPrescriptions: Story = {
  globals: arabic,
  render: prescriptionsRender,
  play: async () => {
    const { dialog, inDialog } = await openPaper('الوصفات السابقة');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(inDialog.getAllByRole('article')).toHaveLength(2));
  },
};
