import { handlers, mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { toast } from '../../../../components/toaster';
import { arabic } from '../../../../stories/locale-globals';
import { neverAnswer } from '../../../../stories/mock-requests';
import { userEvent } from '../../../../stories/user-event';
import { withToaster } from '../../../../stories/with-toaster';
import { storyAppointmentId, storyDoctorId, storyNow, storyPatientId, storyTimeZone } from '../papers.fixtures';
import { sickLeaveServer, storySickLeave } from '../papers.mock-server';
import { expectClosed, expectToast, OpenablePaper, openPaper, typeDate, withDoctorApi } from '../papers.story-helpers';
import { SickLeaveDialog } from './sick-leave-dialog.connected';

const fresh = sickLeaveServer();
const saved = sickLeaveServer(storySickLeave);

/** Approve Sick Leave on the API (MSW): the appointment's leave read, approved or updated, and its PDF. */
const meta = {
  title: 'Clinical/Papers/Sick Leave Dialog (connected)',
  component: SickLeaveDialog,
  args: {
    appointmentId: storyAppointmentId,
    patientId: storyPatientId,
    open: true,
    onOpenChange: fn(),
    now: storyNow,
    timeZone: storyTimeZone,
    onDownloaded: fn(),
  },
  render: (args) => (
    <OpenablePaper open={args.open} onOpenChange={args.onOpenChange}>
      {(control) => <SickLeaveDialog {...args} {...control} />}
    </OpenablePaper>
  ),
  decorators: [withToaster, withDoctorApi],
  parameters: { msw: { handlers: [...fresh.handlers, ...handlers] } },
  beforeEach: () => {
    fresh.reset();
    saved.reset();
    toast.clear();
  },
} satisfies Meta<typeof SickLeaveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Approve Sick Leave';

export const ApproveAndDownload: Story = {
  name: 'No leave yet: approve it, then download its PDF',
  play: async ({ args, canvas }) => {
    const { inDialog } = await openPaper(title);
    const approve = await inDialog.findByRole('button', { name: 'Approve' });
    await typeDate(inDialog, 'From', '20112026');
    await typeDate(inDialog, 'To', '22112026');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Description' }), 'Viral fever; rest at home.');
    await userEvent.click(approve);
    await expectToast('Sick Leave Approved');
    await expect(await inDialog.findByRole('status')).toHaveTextContent('Sick Leave Approved');
    await expect(fresh.calls.at(-1)?.body).toEqual({
      doctorId: storyDoctorId,
      patientId: storyPatientId,
      appointmentId: storyAppointmentId,
      from: '2026-11-20',
      to: '2026-11-22',
      description: 'Viral fever; rest at home.',
    });
    const download = inDialog.getByRole('button', { name: 'Download Sick Leave (PDF)' });
    await waitFor(() => expect(download).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDownloaded).toHaveBeenCalledOnce(), { timeout: 5000 });
    const [blob, filename] = (args.onDownloaded as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(filename).toBe('Sick Leave Approval.pdf');
    await expect((await blob.text()).startsWith('%PDF-')).toBe(true);
    await expect(fresh.calls.at(-1)?.url.searchParams.get('lang')).toBe('en');
    // Saved, so closing does not ask; opened again, the form holds the leave and saving updates it.
    await userEvent.click(inDialog.getByRole('button', { name: 'Close' }));
    await expectClosed();
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const again = await openPaper(title);
    await expect(await again.inDialog.findByRole('textbox', { name: 'Description' })).toHaveValue(
      'Viral fever; rest at home.',
    );
    await expect(again.inDialog.queryByText('Sick Leave Approved')).toBeNull();
    await userEvent.click(again.inDialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(fresh.lines().at(-1)).toBe('PUT /api/leaves/leave-new'));
  },
};

export const UpdateSavedLeave: Story = {
  name: 'The appointment has a leave: prefilled, saving updates it',
  parameters: { msw: { handlers: [...saved.handlers, ...handlers] } },
  play: async () => {
    const { inDialog } = await openPaper(title);
    const description = await inDialog.findByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue(storySickLeave.description);
    await userEvent.clear(description);
    await userEvent.type(description, 'Rest at home for three days.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Sick Leave Approved');
    await expect(saved.lines()).toEqual([
      'GET /api/leaves/getAppointmentSickLeave/apt-yousef-cardiology',
      'PUT /api/leaves/leave-yousef-nov',
    ]);
    await expect(saved.calls.at(-1)?.body).toMatchObject({ description: 'Rest at home for three days.' });
    await expect(description).toHaveValue('Rest at home for three days.');
  },
};

export const ValidationBeforeSending: Story = {
  name: 'To before From: refused before anything is sent',
  play: async () => {
    const { inDialog } = await openPaper(title);
    await inDialog.findByRole('button', { name: 'Approve' });
    await typeDate(inDialog, 'From', '24112026');
    await typeDate(inDialog, 'To', '22112026');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Description' }), 'Rest.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Approve' }));
    await expect(await inDialog.findByText('To date cannot be before from date')).toBeVisible();
    await expect(fresh.lines().filter((line) => !line.startsWith('GET'))).toEqual([]);
  },
};

const fillAndApprove = async () => {
  const { dialog, inDialog } = await openPaper(title);
  const approve = await inDialog.findByRole('button', { name: 'Approve' });
  await typeDate(inDialog, 'From', '20112026');
  await typeDate(inDialog, 'To', '21112026');
  await userEvent.type(inDialog.getByRole('textbox', { name: 'Description' }), 'Rest.');
  await userEvent.click(approve);
  return { dialog, inDialog };
};

export const RefusedWithMessage: Story = {
  name: 'Refused: the server’s message, the form kept',
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/leaves', 409, { message: 'This appointment already has a sick leave' }),
        ...fresh.handlers,
        ...handlers,
      ],
    },
  },
  play: async () => {
    const { inDialog } = await fillAndApprove();
    await expectToast('This appointment already has a sick leave');
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('This appointment already has a sick leave');
    await expect(inDialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Rest.');
  },
};

export const FailedWithoutMessage: Story = {
  name: 'Failed without a message: "Problem while creating sick leave"',
  parameters: { msw: { handlers: [mockError('post', '/leaves', 500), ...fresh.handlers, ...handlers] } },
  play: async () => {
    const { inDialog } = await fillAndApprove();
    await expectToast('Problem while creating sick leave');
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('Problem while creating sick leave');
  },
};

export const DownloadFailure: Story = {
  name: 'A PDF that cannot be downloaded: the server’s message',
  parameters: {
    msw: {
      handlers: [
        mockError('get', '/leaves/downloadSickLeave/{id}', 404, { message: 'Sick leave not found' }),
        ...saved.handlers,
        ...handlers,
      ],
    },
  },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await userEvent.click(await inDialog.findByRole('button', { name: 'Download Sick Leave (PDF)' }));
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('Sick leave not found');
    await expectToast('Sick leave not found');
    await expect(args.onDownloaded).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [neverAnswer('get', '/leaves/getAppointmentSickLeave/{id}'), ...handlers] },
  },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(await inDialog.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', '/leaves/getAppointmentSickLeave/{id}', 500, { message: 'Database unavailable' }),
        ...handlers,
      ],
    },
  },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('Problem while getting the sick leave');
    await expect(inDialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NothingAskedWhileClosed: Story = {
  name: 'Closed: nothing is asked until it opens',
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(fresh.calls).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const { inDialog } = await openPaper(title);
    await inDialog.findByRole('button', { name: 'Approve' });
    await expect(fresh.lines()).toEqual(['GET /api/leaves/getAppointmentSickLeave/apt-yousef-cardiology']);
  },
};

export const Arabic: Story = {
  globals: arabic,
  parameters: { msw: { handlers: [...saved.handlers, ...handlers] } },
  play: async ({ args }) => {
    const { dialog, inDialog } = await openPaper('اعتماد إجازة مرضية');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await userEvent.click(await inDialog.findByRole('button', { name: 'تحديث' }));
    await expectToast('تم اعتماد الإجازة المرضية');
    await userEvent.click(inDialog.getByRole('button', { name: 'تنزيل الإجازة المرضية (PDF)' }));
    await waitFor(() => expect(args.onDownloaded).toHaveBeenCalledOnce(), { timeout: 5000 });
    // The PDF is asked for in the reader's language.
    await expect(saved.calls.at(-1)?.url.searchParams.get('lang')).toBe('ar');
  },
};
