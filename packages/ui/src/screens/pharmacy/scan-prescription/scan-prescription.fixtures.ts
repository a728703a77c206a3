// Story fixtures of Scan QR prescription: the prescriptions as the pharmacy reads them, a photo of a QR code
// (fixtures/prescription-qr.png) and a prescription PDF (fixtures/prescription.pdf, its code drawn on page 1 as
// apps/api/src/pdf/qr-code.ts draws the papers' codes: vector squares, 96 pt wide), both made once with apps/api's
// qrcode and pdfkit, their code carrying http://localhost:3000/verify/<Mariam's reference>; and the scan and
// dispense calls on MSW.
import { type PharmacyPrescriptionView, toPharmacyPrescription } from '@aafiya/api-client';
import { fixtures, mockUrl, readMockJson } from '@aafiya/api-client/mocks';
import { http, HttpResponse } from 'msw';
import qrPdfUrl from './fixtures/prescription.pdf?url';
import qrPngUrl from './fixtures/prescription-qr.png?url';

export const storyTimeZone = 'Asia/Dubai';

/** The signed-in pharmacy of the connected stories. */
export const pharmacySession = { token: 'story-token', role: 'PHARMACY', referenceId: fixtures.Pharmacy._id };

/** Mariam's bisoprolol, not yet dispensed (what the QR code fixtures name). */
export const mariam = fixtures.PharmacyPrescription;
/** The same, once Shifa Pharmacy dispensed it. */
export const mariamDispensed = { ...mariam, dispensed: fixtures.PrescriptionDispensing };

export const notDispensedView: PharmacyPrescriptionView = toPharmacyPrescription(mariam);
export const dispensedView: PharmacyPrescriptionView = toPharmacyPrescription(mariamDispensed);

/** The server's refusal of a second dispense (its wording; it names when and where). */
export const refusedMessage =
  'This prescription was already dispensed on 20/11/2026 18:05 by Shifa Pharmacy – Al Barsha 1';

async function fileOf(url: string, name: string, type: string): Promise<File> {
  const blob = await (await fetch(url)).blob();
  return new File([blob], name, { type });
}

/** A photo of the prescription's QR code. */
export function qrPhoto(): Promise<File> {
  return fileOf(qrPngUrl, 'prescription-qr.png', 'image/png');
}

/** The prescription's PDF, its QR code on page 1. */
export function qrPdf(): Promise<File> {
  return fileOf(qrPdfUrl, 'Prescription.pdf', 'application/pdf');
}

/** A PNG with no QR code: a plain light grey picture, drawn now. */
export async function blankPhoto(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 80;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#ddd';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/png');
  });
  return new File([blob ?? new Blob()], 'holiday.png', { type: 'image/png' });
}

/**
 * `POST /pharmacyPrescriptions/scan` answers Mariam's prescription (dispensed once dispensed here), a 404 "This
 * prescription could not be verified" for any other reference; `POST /pharmacyPrescriptions/dispense` records it,
 * or refuses with a 409 and the server's message when `refuse`. `scanned` and `dispensed` record the references.
 */
export function scanApi(options: { refuse?: boolean } = {}) {
  const scanned: string[] = [];
  const dispensed: string[] = [];
  const current = () => (dispensed.length > 0 ? mariamDispensed : mariam);
  const handlers = [
    http.post(mockUrl('/pharmacyPrescriptions/scan'), async ({ request }) => {
      const { reference } = (await readMockJson(request)) as { reference: string };
      scanned.push(reference);
      return reference === mariam.reference
        ? HttpResponse.json({ data: current() })
        : HttpResponse.json({ message: 'This prescription could not be verified' }, { status: 404 });
    }),
    http.post(mockUrl('/pharmacyPrescriptions/dispense'), async ({ request }) => {
      const { reference } = (await readMockJson(request)) as { reference: string };
      if (options.refuse) return HttpResponse.json({ message: refusedMessage }, { status: 409 });
      dispensed.push(reference);
      return HttpResponse.json({ data: mariamDispensed });
    }),
  ];
  return {
    handlers,
    scanned,
    dispensed,
    reset: () => {
      scanned.length = 0;
      dispensed.length = 0;
    },
  };
}
