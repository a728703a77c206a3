import { handlers, mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast } from '../../../../components/toaster';
import { arabic } from '../../../../stories/locale-globals';
import { userEvent } from '../../../../stories/user-event';
import { withToaster } from '../../../../stories/with-toaster';
import { storyAppointmentId, storyPatientId } from '../papers.fixtures';
import { qrPrescriptionServer } from '../papers.mock-server';
import { expectClosed, expectToast, OpenablePaper, openPaper, withDoctorApi } from '../papers.story-helpers';
import { QrPrescriptionDialog } from './qr-prescription-dialog.connected';

const server = qrPrescriptionServer();

/** The QR prescription on the API (MSW): sent, confirmed, its PDF downloaded. */
const meta = {
  title: 'Clinical/Papers/QR Prescription Dialog (connected)',
  component: QrPrescriptionDialog,
  args: {
    appointmentId: storyAppointmentId,
    patientId: storyPatientId,
    open: true,
    onOpenChange: fn(),
    onDownloaded: fn(),
  },
  render: (args) => (
    <OpenablePaper open={args.open} onOpenChange={args.onOpenChange}>
      {(control) => <QrPrescriptionDialog {...args} {...control} />}
    </OpenablePaper>
  ),
  decorators: [withToaster, withDoctorApi],
  parameters: { msw: { handlers: [...server.handlers, ...handlers] } },
  beforeEach: () => {
    server.reset();
    toast.clear();
  },
} satisfies Meta<typeof QrPrescriptionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'QR Prescription';

/** Fills the form in English with a skin cream, twice a day for a week. */
async function fillCream(inDialog: Awaited<ReturnType<typeof openPaper>>['inDialog']) {
  await userEvent.click(inDialog.getByRole('radio', { name: 'Skin Desease' }));
  await userEvent.type(inDialog.getByRole('textbox', { name: 'Prescription' }), 'Hydrocortisone 1% cream on the rash');
  await userEvent.type(inDialog.getByRole('textbox', { name: 'Dosage a day' }), '2');
  await userEvent.type(inDialog.getByRole('textbox', { name: 'Consumption days' }), '7');
}

export const SendAndDownload: Story = {
  name: 'Send, then download its PDF with the QR code',
  play: async ({ args, canvas }) => {
    const { inDialog } = await openPaper(title);
    // Under the form: his earlier prescriptions for the patient, and which a pharmacy has dispensed (#21).
    const history = within(await inDialog.findByRole('region', { name: 'Prescriptions you wrote for this patient' }));
    await expect(await history.findByText('Dispensed on 20/11/2026 by Shifa Pharmacy – Al Barsha 1')).toBeVisible();
    await expect(history.getByText('Not dispensed yet')).toBeVisible();
    await fillCream(inDialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Send' }));
    await expectToast('Prescription sent');
    await expect(server.calls[0]?.body).toEqual({
      patientId: storyPatientId,
      appointmentId: storyAppointmentId,
      treatmentType: 'Skin Desease',
      prescription: 'Hydrocortisone 1% cream on the rash',
      dosageADay: 2,
      consumptionDays: 7,
    });
    await expect(await inDialog.findByRole('status')).toHaveTextContent('2 a day for 7 days');
    await userEvent.click(inDialog.getByRole('button', { name: 'Download Prescription (PDF)' }));
    await waitFor(() => expect(args.onDownloaded).toHaveBeenCalledOnce(), { timeout: 5000 });
    const [blob, filename] = (args.onDownloaded as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(filename).toBe('Prescription.pdf');
    await expect((await blob.text()).startsWith('%PDF-')).toBe(true);
    await expect(server.lines().at(-1)).toBe('GET /api/qrPrescriptions/download/qr-new-1');
    await expect(server.calls.at(-1)?.url.searchParams.get('lang')).toBe('en');
    // Write another: an empty form, its first field focused.
    await userEvent.click(inDialog.getByRole('button', { name: 'Write another' }));
    await waitFor(() => expect(inDialog.getByRole('radio', { name: 'Medication' })).toHaveFocus());
    await expect(inDialog.getByRole('textbox', { name: 'Prescription' })).toHaveValue('');
    // Closed and opened again: the form is empty too.
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await expectClosed();
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const again = await openPaper(title);
    await expect(again.inDialog.getByRole('textbox', { name: 'Prescription' })).toHaveValue('');
  },
};

export const RefusedWithMessage: Story = {
  name: 'Refused: the server’s message',
  parameters: {
    msw: {
      handlers: [mockError('post', '/qrPrescriptions', 403, { message: 'This appointment is not yours' }), ...handlers],
    },
  },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await fillCream(inDialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Send' }));
    await expectToast('This appointment is not yours');
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('This appointment is not yours');
    await expect(inDialog.getByRole('textbox', { name: 'Dosage a day' })).toHaveValue('2');
  },
};

export const FailedWithoutMessage: Story = {
  name: 'Failed without a message: "Failed to send prescription"',
  parameters: { msw: { handlers: [mockError('post', '/qrPrescriptions', 502), ...handlers] } },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await fillCream(inDialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Send' }));
    await expectToast('Failed to send prescription');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ args }) => {
    const { dialog, inDialog } = await openPaper('وصفة طبية برمز QR');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(await inDialog.findByText('صُرفت في 20/11/2026 لدى Shifa Pharmacy – Al Barsha 1')).toBeVisible();
    await userEvent.click(inDialog.getByRole('radio', { name: 'دواء' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: 'الوصفة' }), 'بيسوبرولول 5 ملغ صباحًا');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'الجرعات في اليوم' }), '1');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'أيام الاستعمال' }), '30');
    await userEvent.click(inDialog.getByRole('button', { name: 'إرسال' }));
    await expectToast('تم إرسال الوصفة');
    await userEvent.click(await inDialog.findByRole('button', { name: 'تنزيل الوصفة (PDF)' }));
    await waitFor(() => expect(args.onDownloaded).toHaveBeenCalledOnce(), { timeout: 5000 });
    await expect(server.calls.at(-1)?.url.searchParams.get('lang')).toBe('ar');
  },
};
