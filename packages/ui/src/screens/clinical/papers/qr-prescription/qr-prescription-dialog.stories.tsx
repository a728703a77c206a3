import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../../stories/fits-viewport';
import { arabic } from '../../../../stories/locale-globals';
import { userEvent } from '../../../../stories/user-event';
import { sentPrescription } from '../papers.fixtures';
import { expectFieldError, openPaper } from '../papers.story-helpers';
import { QrPrescriptionDialogView } from './qr-prescription-dialog';

/** The QR prescription modal's view: the form, sent, saving and refused, in English and Arabic, desktop and phone. */
const meta = {
  title: 'Clinical/Papers/QR Prescription Dialog',
  component: QrPrescriptionDialogView,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    sent: null,
    onDownload: fn(),
    onWriteAnother: fn(),
  },
} satisfies Meta<typeof QrPrescriptionDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'QR Prescription';

export const RequiredFields: Story = {
  name: 'Empty form: all four are required',
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await userEvent.click(inDialog.getByRole('button', { name: 'Send' }));
    await expect(await inDialog.findByText('Treatment Type is required')).toBeVisible();
    await expectFieldError(inDialog.getByRole('textbox', { name: 'Prescription' }), 'Prescription is required');
    await expectFieldError(inDialog.getByRole('textbox', { name: 'Dosage a day' }), 'Dosage a day is required');
    await expectFieldError(inDialog.getByRole('textbox', { name: 'Consumption days' }), 'Consumption days is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PositiveNumbers: Story = {
  name: 'Zero doses or days: the numbers must be positive',
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await userEvent.click(inDialog.getByRole('radio', { name: 'Skin Desease' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Prescription' }), 'Hydrocortisone 1% cream');
    const dosage = inDialog.getByRole('textbox', { name: 'Dosage a day' });
    const days = inDialog.getByRole('textbox', { name: 'Consumption days' });
    await userEvent.type(dosage, '0');
    await userEvent.type(days, '0');
    await userEvent.click(inDialog.getByRole('button', { name: 'Send' }));
    await expectFieldError(dosage, 'Dosage must be a positive number');
    await expectFieldError(days, 'Number of days must be a positive number');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(dosage);
    await userEvent.type(dosage, '2');
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(inDialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        treatmentType: 'Skin Desease',
        prescription: 'Hydrocortisone 1% cream',
        dosageADay: 2,
        consumptionDays: 7,
      }),
    );
  },
};

export const KeyboardOnly: Story = {
  name: 'By keyboard alone',
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    const medication = inDialog.getByRole('radio', { name: 'Medication' });
    await waitFor(() => expect(medication).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(medication).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Bisoprolol 5 mg, one in the morning');
    await userEvent.tab();
    await userEvent.keyboard('1');
    // The number fields' step buttons are left out of the tab order.
    await userEvent.tab();
    await expect(inDialog.getByRole('textbox', { name: 'Consumption days' })).toHaveFocus();
    await userEvent.keyboard('30{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        treatmentType: 'Medication',
        prescription: 'Bisoprolol 5 mg, one in the morning',
        dosageADay: 1,
        consumptionDays: 30,
      }),
    );
  },
};

export const Sent: Story = {
  name: 'Sent: confirmed, PDF on offer, write another',
  args: { sent: sentPrescription },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    const status = inDialog.getByRole('status');
    await expect(status).toHaveTextContent('Prescription sent');
    await expect(status).toHaveTextContent('Medication: Bisoprolol 5 mg tablets, one in the morning.');
    await expect(status).toHaveTextContent('1 a day for 30 days');
    const download = inDialog.getByRole('button', { name: 'Download Prescription (PDF)' });
    await waitFor(() => expect(download).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(inDialog.getByRole('button', { name: 'Write another' }));
    await expect(args.onWriteAnother).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Refused: Story = {
  args: { error: 'Prescription is required' },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Prescription is required');
  },
};

/** #16: a changed form asks before it is discarded. */
export const DiscardChanges: Story = {
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Prescription' }), 'Cetirizine');
    await userEvent.click(inDialog.getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async () => {
    const { dialog, inDialog } = await openPaper('وصفة طبية برمز QR');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(inDialog.getByRole('radio', { name: 'مرض جلدي' })).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: 'إرسال' }));
    await expect(await inDialog.findByText('نوع العلاج مطلوب')).toBeVisible();
    await expect(inDialog.getByText('الوصفة مطلوبة')).toBeVisible();
  },
};

export const ArabicSent: Story = {
  globals: arabic,
  args: { sent: sentPrescription },
  play: async () => {
    const { inDialog } = await openPaper('وصفة طبية برمز QR');
    await expect(inDialog.getByRole('status')).toHaveTextContent('تم إرسال الوصفة');
    await expect(inDialog.getByRole('button', { name: 'تنزيل الوصفة (PDF)' })).toBeVisible();
  },
};

export const Phone: Story = phoneStory();

export const PhoneArabicSent: Story = { ...phoneStory({ arabic: true }), args: { sent: sentPrescription } };
