import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { phoneStory } from '../../../../stories/fits-viewport';
import { userEvent } from '../../../../stories/user-event';
import { withApi } from '../../../../stories/with-api';
import { paperHandlers, patientStorage, storyPatient, storyTimeZone } from '../profile.story-helpers';
import { QrPrescriptionsTab } from './qr-prescriptions-tab.connected';

const meta = {
  title: 'Public/Patient dashboard/QR Prescription',
  component: QrPrescriptionsTab,
  args: { patientId: storyPatient._id, timeZone: storyTimeZone, onDownloaded: fn() },
  decorators: [withApi({ storage: patientStorage })],
  parameters: { msw: { handlers: paperHandlers() } },
} satisfies Meta<typeof QrPrescriptionsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Her two prescriptions, newest first: what, how much, who wrote it and whether a pharmacy dispensed it ("Dispensed
 * on … by …"); Download saves the PDF with the QR code.
 */
export const Populated: Story = {
  play: async ({ args, canvas }) => {
    const [cream, bisoprolol] = await canvas.findAllByRole('listitem');
    await expect(canvas.getByText('Skin Desease')).toBeVisible();
    await expect(cream).toHaveTextContent('2 a day for 7 days');
    await expect(cream).toHaveTextContent('Dispensed on 20/11/2026 by Shifa Pharmacy – Al Barsha 1');
    await expect(bisoprolol).toHaveTextContent('Bisoprolol 5 mg tablets, one in the morning.');
    await expect(bisoprolol).toHaveTextContent('Written on 12/11/2026 · Dr. Ahmed Al Mansoori');
    await expect(bisoprolol).toHaveTextContent('Not dispensed yet');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Download the prescription of 12/11/2026 with its QR code' }),
    );
    await waitFor(() => expect(args.onDownloaded).toHaveBeenCalled(), { timeout: 5000 });
    const [blob, filename] = (args.onDownloaded as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(filename).toBe('Prescription.pdf');
    await expect((await blob.text()).startsWith('%PDF-')).toBe(true);
  },
};

/** None yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: paperHandlers({ prescriptions: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No prescriptions yet')).toBeVisible();
  },
};

/** Arabic at 390 px: the cards wrap, nothing reaches past the screen. */
export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  play: async (context) => {
    await expect(await context.canvas.findByText('مرض جلدي')).toBeVisible();
    await phoneStory({ arabic: true }).play(context);
  },
};
