import { clinical, handlers, hospitals, mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { toast } from '../../../../components/toaster';
import { arabic } from '../../../../stories/locale-globals';
import { requestLog } from '../../../../stories/mock-requests';
import { userEvent } from '../../../../stories/user-event';
import { withToaster } from '../../../../stories/with-toaster';
import { storyAppointmentId, storyDoctorId, storyPatientId, storyTimeZone } from '../papers.fixtures';
import { labRequestServer } from '../papers.mock-server';
import { expectClosed, expectToast, OpenablePaper, openPaper, withDoctorApi } from '../papers.story-helpers';
import { LabRequestDialog } from './lab-request-dialog.connected';

const fresh = labRequestServer();
const pending = labRequestServer(clinical.labRequestPending);
const completed = labRequestServer(clinical.labRequestCompleted);
const laboratories = requestLog('get', '/labortories');

/** Request for Laboratory on the API (MSW): the hospital's laboratories, the appointment's request, its save. */
const meta = {
  title: 'Clinical/Papers/Lab Request Dialog (connected)',
  component: LabRequestDialog,
  args: {
    appointmentId: storyAppointmentId,
    patientId: storyPatientId,
    hospitalId: hospitals.marinaCare._id,
    open: true,
    onOpenChange: fn(),
    timeZone: storyTimeZone,
    onReportDownloaded: fn(),
  },
  render: (args) => (
    <OpenablePaper open={args.open} onOpenChange={args.onOpenChange}>
      {(control) => <LabRequestDialog {...args} {...control} />}
    </OpenablePaper>
  ),
  decorators: [withToaster, withDoctorApi],
  parameters: { msw: { handlers: [laboratories.handler, ...fresh.handlers, ...handlers] } },
  beforeEach: () => {
    for (const server of [fresh, pending, completed]) server.reset();
    laboratories.clear();
    toast.clear();
  },
} satisfies Meta<typeof LabRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Request for Laboratory';

export const RequestTests: Story = {
  name: 'No request yet: two tests requested, the blank one dropped',
  play: async ({ args, canvas }) => {
    const { inDialog } = await openPaper(title);
    const laboratory = await inDialog.findByRole('button', { name: /Laboratory/ });
    // The hospital's laboratories, all at once.
    await expect(Object.fromEntries(laboratories.urls[0]?.searchParams ?? [])).toEqual({
      page: '0',
      getAll: 'true',
      hospitalId: hospitals.marinaCare._id,
    });
    await userEvent.click(laboratory);
    await userEvent.click(await screen.findByRole('option', { name: 'Marina Central Laboratory' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Test 1' }), 'Complete Blood Count');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add test' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Add test' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Test 3' }), 'Lipid Profile');
    await userEvent.click(inDialog.getByRole('button', { name: 'Request' }));
    await expectToast('Laboratory Request Generated');
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(fresh.calls.find((call) => call.method === 'POST')?.body).toEqual({
      appointmentId: storyAppointmentId,
      doctorId: storyDoctorId,
      patientId: storyPatientId,
      laboratoryId: 'lab-marina-central',
      tests: [{ test: 'Complete Blood Count' }, { test: 'Lipid Profile' }],
    });
    // Opened again: the request fills the form, and saving changes it.
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const again = await openPaper(title);
    await expect(await again.inDialog.findByRole('textbox', { name: 'Test 2' })).toHaveValue('Lipid Profile');
    await userEvent.click(again.inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Laboratory Request Generated');
    await waitFor(() => expect(fresh.lines().at(-1)).toBe('PUT /api/labRequests/labreq-new'));
  },
};

export const NoTestsEntered: Story = {
  name: 'Only blank tests: "No tests entered", nothing sent',
  play: async () => {
    const { inDialog } = await openPaper(title);
    await userEvent.click(await inDialog.findByRole('button', { name: /Laboratory/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Reem Diagnostics Lab' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Test 1' }), '  ');
    await userEvent.click(inDialog.getByRole('button', { name: 'Request' }));
    await expect(await inDialog.findByText('No tests entered')).toBeVisible();
    await expect(fresh.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  },
};

export const UpdatePending: Story = {
  name: 'A pending request: prefilled, changed with PUT',
  parameters: { msw: { handlers: [...pending.handlers, ...handlers] } },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(await inDialog.findByRole('textbox', { name: 'Test 1' })).toHaveValue('Lipid Profile');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add test' }));
    await userEvent.keyboard('HbA1c');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Laboratory Request Generated');
    await expect(pending.calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: {
        laboratoryId: 'lab-marina-central',
        tests: [{ test: 'Lipid Profile' }, { test: 'Fasting Blood Glucose' }, { test: 'HbA1c' }],
      },
    });
    await expect(pending.calls.at(-1)?.url.pathname).toBe('/api/labRequests/labreq-yousef-lipids');
  },
};

export const CompletedMeanwhile: Story = {
  name: 'Completed while open: 409, then shown read-only',
  parameters: { msw: { handlers: [...pending.handlers, ...handlers] } },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await inDialog.findByRole('textbox', { name: 'Test 1' });
    pending.complete();
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('This lab request is completed and can no longer be changed');
    await expect(
      await inDialog.findByText('The laboratory has sent its results, so this request can no longer be changed.'),
    ).toBeVisible();
    await expect(inDialog.queryByRole('textbox')).toBeNull();
  },
};

export const CompletedWithResults: Story = {
  name: 'A completed request: its results and report download',
  parameters: { msw: { handlers: [...completed.handlers, ...handlers] } },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    const table = await inDialog.findByRole('table', { name: title });
    await expect(within(table).getByText('5.4%')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Download Report of Complete Blood Count' }));
    await waitFor(() => expect(args.onReportDownloaded).toHaveBeenCalledOnce(), { timeout: 5000 });
    const [blob, filename] = (args.onReportDownloaded as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(filename).toBe('Complete Blood Count report.pdf');
    await expect((await blob.text()).startsWith('%PDF-')).toBe(true);
  },
};

export const FailedWithoutMessage: Story = {
  name: 'Failed without a message: "Problem while generating request"',
  parameters: { msw: { handlers: [mockError('post', '/labRequests', 500), ...fresh.handlers, ...handlers] } },
  play: async () => {
    const { dialog, inDialog } = await openPaper(title);
    await userEvent.click(await inDialog.findByRole('button', { name: /Laboratory/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marina Central Laboratory' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Test 1' }), 'Ferritin');
    await userEvent.click(inDialog.getByRole('button', { name: 'Request' }));
    await expectToast('Problem while generating request');
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('Problem while generating request');
    await expect(dialog).toBeInTheDocument();
  },
};

export const LaboratoriesFailed: Story = {
  parameters: {
    msw: {
      handlers: [mockError('get', '/labortories', 500, { message: 'Down' }), ...fresh.handlers, ...handlers],
    },
  },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('Problem while getting Laboratories');
    await expect(inDialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  parameters: { msw: { handlers: [...pending.handlers, ...handlers] } },
  play: async () => {
    const { dialog, inDialog } = await openPaper('طلب فحوصات مخبرية');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(await inDialog.findByRole('textbox', { name: 'الفحص 1' })).toHaveValue('Lipid Profile');
    await userEvent.click(inDialog.getByRole('button', { name: 'تحديث' }));
    await expectToast('تم إنشاء طلب المختبر');
  },
};
