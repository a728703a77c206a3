import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { answering } from '../../../stories/records-table-stories';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import { ScanPrescriptionScreen } from './scan-prescription.connected';
import {
  blankPhoto,
  mariam,
  pharmacySession,
  qrPdf,
  qrPhoto,
  refusedMessage,
  scanApi,
  storyTimeZone,
} from './scan-prescription.fixtures';
import { expectFitsViewport } from '../../../stories/fits-viewport';
import { phone } from '../../../stories/viewports';

const api = scanApi();
/**
 * The decoder (wasm) and pdfjs load on first use, and answers go through MSW: leave them time (over 10 s once on a
 * loaded CI machine; the project's test timeout is 30 s).
 */
const slow = { timeout: 25_000 };

const meta = {
  title: 'Pharmacy/Scan QR Prescription (connected)',
  component: ScanPrescriptionScreen,
  args: { timeZone: storyTimeZone },
  decorators: [withToaster, withApi({ storage: pharmacySession })],
  parameters: { layout: 'padded', msw: answering(...api.handlers) },
  beforeEach: () => {
    api.reset();
    toast.clear();
  },
} satisfies Meta<typeof ScanPrescriptionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const prescription = (canvas: HTMLElement) => within(canvas).findByRole('region', { name: 'Prescription' }, slow);

export const TypedReferenceThenDispense: Story = {
  name: 'Typed reference: an unknown one, then the prescription; Dispense records it',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find prescription' }));
    await expect(await canvas.findByText('Type the reference of the prescription')).toBeVisible();
    const reference = canvas.getByRole('textbox', { name: 'Prescription reference' });
    // A reference of no prescription: the server's 404 message.
    await userEvent.type(reference, 'pnothing');
    await userEvent.click(canvas.getByRole('button', { name: 'Find prescription' }));
    await expect(await canvas.findByText('This prescription could not be verified', undefined, slow)).toBeVisible();
    // The paper's whole address works as well as the bare reference.
    await userEvent.clear(reference);
    await userEvent.type(reference, `https://aafiya.ae/verify/${mariam.reference}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Find prescription' }));
    const card = await prescription(canvasElement);
    await expect(api.scanned).toEqual(['pnothing', mariam.reference]);
    await expect(card).toHaveTextContent('Patient nameمريم الكعبي');
    await expect(card).toHaveTextContent('Emirates ID•••-••••-••••567-1');
    await expect(card).toHaveTextContent('DoctorAhmed Al Mansoori');
    await expect(card).toHaveTextContent('HospitalMarina Care Hospital');
    await expect(card).toHaveTextContent('Date12/11/2026');
    await expect(card).toHaveTextContent('Dosage a day1');
    await expect(card).toHaveTextContent('Days30');
    await userEvent.click(within(card).getByRole('button', { name: 'Dispense' }));
    await expectToast('Prescription dispensed');
    await expect(api.dispensed).toEqual([mariam.reference]);
    await expect(
      await within(card).findByText('Dispensed on 20/11/2026 by Shifa Pharmacy – Al Barsha 1'),
    ).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'Dispense' })).toBeNull();
  },
};

export const DispenseRefused: Story = {
  name: "A refused dispense shows the server's message",
  parameters: { msw: answering(...scanApi({ refuse: true }).handlers) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prescription reference' }), mariam.reference);
    await userEvent.click(canvas.getByRole('button', { name: 'Find prescription' }));
    const card = await prescription(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: 'Dispense' }));
    await expectToast(refusedMessage);
  },
};

export const PhotoOfTheCode: Story = {
  name: 'A photo of the QR code is decoded in the browser',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(canvas.getByLabelText('Photo or PDF of the prescription'), await qrPhoto());
    const card = await prescription(canvasElement);
    await expect(api.scanned).toContain(mariam.reference);
    await expect(card).toHaveTextContent('Patient nameمريم الكعبي');
  },
};

export const PdfOfThePrescription: Story = {
  name: "The prescription's PDF: page 1 is drawn and its QR code read",
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(canvas.getByLabelText('Photo or PDF of the prescription'), await qrPdf());
    await prescription(canvasElement);
    // toContain: a first attempt that timed out may still send its scan into the retry's record.
    await expect(api.scanned).toContain(mariam.reference);
  },
};

export const FileWithoutCode: Story = {
  name: 'A file with no QR code: No QR code found in this file',
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Photo or PDF of the prescription'), await blankPhoto());
    await expect(await canvas.findByText('No QR code found in this file', undefined, slow)).toBeVisible();
    await expect(api.scanned).toEqual([]);
  },
};

export const ArabicNoCamera: Story = {
  name: 'Arabic: no camera on the device',
  globals: arabic,
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    return () => {
      if (original) Object.defineProperty(navigator, 'mediaDevices', original);
      else Reflect.deleteProperty(navigator, 'mediaDevices');
    };
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'مسح الوصفة برمز QR' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'تشغيل الكاميرا' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('لا توجد كاميرا على هذا الجهاز'));
  },
};

/** 390 px, right to left: a typed reference shows the prescription; nothing reaches past the screen. */
export const ArabicPhone: Story = {
  globals: { ...arabic, ...phone },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'مرجع الوصفة' }), mariam.reference);
    await userEvent.click(canvas.getByRole('button', { name: 'البحث عن الوصفة' }));
    await within(canvasElement).findByRole('region', { name: 'الوصفة' }, slow);
    await expectFitsViewport(canvasElement);
  },
};
