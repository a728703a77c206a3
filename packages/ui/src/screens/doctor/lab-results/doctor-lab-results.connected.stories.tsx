import { mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';
import { answering } from '../../../stories/records-table-stories';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import { doctorSession } from '../appointments/doctor-appointments.fixtures';
import { DoctorLabResultsScreen } from './doctor-lab-results.connected';
import { labRequestsApi, storyTimeZone } from './doctor-lab-results.fixtures';

const api = labRequestsApi();
/** Answers go through the envelope and MSW: leave them time on a busy machine. */
const slow = { timeout: 5000 };

const meta = {
  title: 'Doctor/Lab Results (connected)',
  component: DoctorLabResultsScreen,
  args: { timeZone: storyTimeZone, onReportDownloaded: fn() },
  decorators: [
    withToaster,
    withApi({ storage: doctorSession }),
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: answering(api.handler) },
  beforeEach: () => {
    api.clear();
    toast.clear();
  },
} satisfies Meta<typeof DoctorLabResultsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Tabs: Story = {
  name: 'Pending Request first; Test Results asked when opened',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Patient: Yousef Al Hammadi' }, slow)).toBeVisible();
    await expect(api.asked).toEqual(['pending:0']);
    await userEvent.click(canvas.getByRole('tab', { name: 'Test Results' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Lab Test Results' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'View Results مريم الكعبي' }, slow)).toBeVisible();
    await expect(api.asked).toEqual(['pending:0', 'completed:0']);
    // Back: the pending page shows from the cache at once (and is checked again in the background).
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending Request' }));
    await expect(canvas.getByRole('heading', { name: 'Patient: Yousef Al Hammadi' })).toBeVisible();
  },
};

export const Paging: Story = {
  name: 'Test Results: the next page, then Prev',
  args: { defaultTab: 'completed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'View Results مريم الكعبي' }, slow)).toBeVisible();
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Serum Ferritin', undefined, slow)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Creatinine')).toBeNull());
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pager.getByRole('button', { name: 'Prev' }));
    await expect(await canvas.findByText('Creatinine', undefined, slow)).toBeVisible();
    // Zero-based: the second page is page=1 (page 0 may be asked again on the way back).
    await expect(api.asked.slice(0, 2)).toEqual(['completed:0', 'completed:1']);
  },
};

export const DownloadReport: Story = {
  name: 'View Results and download a report',
  args: { defaultTab: 'completed' },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Results مريم الكعبي' }, slow));
    const dialog = await body.findByRole('dialog', { name: 'Results of مريم الكعبي' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download the report of Complete Blood Count' }));
    await waitFor(() => expect(args.onReportDownloaded).toHaveBeenCalled(), slow);
    const [blob, filename] = (args.onReportDownloaded as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(filename).toBe('Complete Blood Count report.pdf');
    await expect((await blob.text()).startsWith('%PDF-')).toBe(true);
  },
};

export const DownloadFailure: Story = {
  name: 'A report that cannot be downloaded: the server’s message',
  args: { defaultTab: 'completed' },
  parameters: {
    msw: answering(
      mockError('get', '/labRequests/report/{id}/{fileId}', 404, { message: 'Report not found' }),
      api.handler,
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Results مريم الكعبي' }, slow));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download the report of Complete Blood Count' }));
    await expect(await within(dialog).findByRole('alert', undefined, slow)).toHaveTextContent('Report not found');
    await expectToast('Report not found');
    await expect(args.onReportDownloaded).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { msw: answering(neverAnswer('get', '/labRequests/{id}')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' }, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Both tabs empty',
  parameters: { msw: answering(labRequestsApi([], []).handler) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No doctors Found', undefined, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Test Results' }));
    await expect(await canvas.findByText('No Test Results Found', undefined, slow)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error, then Try again',
  parameters: { msw: answering(mockError('get', '/labRequests/{id}', 500, { message: 'Database unavailable' })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('Problem while getting requests');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert', undefined, slow)).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'المريض: Yousef Al Hammadi' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'نتائج الفحوصات' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'عرض النتائج مريم الكعبي' }, slow));
    await expect(await body.findByRole('dialog', { name: 'نتائج مريم الكعبي' })).toBeVisible();
  },
};
