import { isApiError } from '@aafiya/api-client';
import { describe, expect, inject, it } from 'vitest';
import { pdfLinks } from '../apps/api/src/pdf/testing/pdf-text';
import { fileBrowser, openSignedIn } from './support/browser';
import { apiAs } from './support/sessions';
import { expectToast, uniqueName } from './support/staff';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/**
 * A QR prescription written by doctor@demo.ae on his latest appointment with a
 * patient, and its PDF (the paper the patient takes to a pharmacy, with the QR
 * code of its /verify/{reference} address).
 */
async function prescriptionFromTheDoctor(medicine: string) {
  const doctor = apiAs('doctor@demo.ae');
  const doctorId = doctor.session.getReferenceId() ?? '';
  const { data } = await doctor.GET('/appointments/doctorAppointments/{id}', {
    params: { path: { id: doctorId }, query: { page: 0 } },
  });
  const appointment = data?.data.appointments.find((a) => a.patientId && a.status !== 'AVAILABLE');
  if (!appointment?.patientId) throw new Error('doctor@demo.ae has no appointment with a patient');
  const { data: created } = await doctor.POST('/qrPrescriptions', {
    body: {
      appointmentId: appointment._id,
      patientId: appointment.patientId._id,
      treatmentType: 'Medication',
      prescription: medicine,
      dosageADay: 2,
      consumptionDays: 5,
    },
  });
  const id = created?.data._id ?? '';
  const { data: pdf } = await doctor.GET('/qrPrescriptions/download/{id}', {
    params: { path: { id }, query: { lang: 'en' } },
    parseAs: 'arrayBuffer',
  });
  if (!pdf) throw new Error('The prescription PDF did not download');
  return { id, pdf: Buffer.from(pdf), emiratesId: appointment.patientId.emiratesId ?? '' };
}

// Issue #21's "Done when" for the pharmacy, against the system as `npm start` runs it.
describe('pharmacy area', () => {
  it('reads a QR prescription from its PDF, dispenses it once, and lists it', async () => {
    const medicine = uniqueName('Amoxicillin ');
    const { pdf, emiratesId } = await prescriptionFromTheDoctor(medicine);

    // A second pharmacist (another tab) has typed the paper's address, as a camera reads it, before the first dispenses.
    const [address] = (await pdfLinks(new Uint8Array(pdf))).flat();
    const other = await openSignedIn(browser(), baseUrl, 'pharmacy@demo.ae');
    await other.page.goto('/pharmacy/scan-qr-prescription');
    await other.page.getByRole('textbox', { name: 'Prescription reference' }).fill(address ?? '');
    await other.page.getByRole('button', { name: 'Find prescription' }).click();
    const seenByOther = other.page.getByRole('region', { name: 'Prescription' });
    await seenByOther.getByText('Not dispensed yet').waitFor();

    const { context, page } = await openSignedIn(browser(), baseUrl, 'pharmacy@demo.ae');
    await page.goto('/pharmacy/scan-qr-prescription');
    await page.getByRole('heading', { level: 1, name: 'Scan QR prescription' }).waitFor();
    // The paper's PDF: its QR code is read in the browser (pdf.js renders it, zxing reads it).
    await page
      .getByLabel('Photo or PDF of the prescription')
      .setInputFiles({ name: 'Prescription.pdf', mimeType: 'application/pdf', buffer: pdf });
    const prescription = page.getByRole('region', { name: 'Prescription' });
    await prescription.getByText(medicine).waitFor({ timeout: 30_000 });
    await prescription.getByText('Not dispensed yet').waitFor();
    await prescription.getByRole('button', { name: 'Dispense' }).click();
    await expectToast(page, 'Prescription dispensed');
    await prescription.getByText(/^Dispensed on \d\d\/\d\d\/\d{4} by Shifa Pharmacy/).waitFor();
    await expect(prescription.getByRole('button', { name: 'Dispense' }).count()).resolves.toBe(0);

    // The second dispense is refused with the message naming when and where; the page then shows who dispensed it.
    await seenByOther.getByRole('button', { name: 'Dispense' }).click();
    // The toast (its "Error: " is for screen readers).
    await other.page
      .locator('[data-slot="toaster"]')
      .getByText(/This prescription was already dispensed on \d\d\/\d\d\/\d{4} at \d\d:\d\d [AP]M by Shifa Pharmacy/)
      .first()
      .waitFor();
    await seenByOther.getByText(/^Dispensed on \d\d\/\d\d\/\d{4} by Shifa Pharmacy/).waitFor();
    await other.context.close();

    // The server refuses it as well when asked directly.
    const refusal = await apiAs('pharmacy@demo.ae')
      .POST('/pharmacyPrescriptions/dispense', { body: { reference: address ?? '' } })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isApiError(refusal) && refusal.status).toBe(409);

    // The home lists it, found by the patient's Emirates ID.
    await page.goto('/pharmacy');
    await page.getByRole('heading', { level: 1, name: 'Dispensed Prescriptions' }).waitFor();
    await page.getByRole('row').filter({ hasText: medicine }).waitFor();
    // The masked search field takes the digits as typed; the list keeps the patient's prescriptions only.
    await page.getByRole('textbox', { name: 'Search with Emirates ID' }).fill(emiratesId.replace(/\D/g, ''));
    await page.getByRole('row').filter({ hasText: medicine }).waitFor();
    await page.getByRole('textbox', { name: 'Search with Emirates ID' }).fill('999999999999999');
    await page.getByText('Search Not Found').waitFor();
    await context.close();
  });
});
