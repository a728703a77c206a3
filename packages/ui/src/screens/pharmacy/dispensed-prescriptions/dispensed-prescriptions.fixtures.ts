// Story fixtures of the dispensed list: a few prescriptions Shifa Pharmacy dispensed, and the list call on MSW.
import { type PharmacyPrescriptionView, toPharmacyPrescription } from '@aafiya/api-client';
import { fixtures, mockUrl } from '@aafiya/api-client/mocks';
import { http, HttpResponse } from 'msw';

export const storyTimeZone = 'Asia/Dubai';

type Prescription = (typeof fixtures.PharmacyPrescriptionPage.prescriptions)[number];

const priya = fixtures.PharmacyPrescriptionPage.prescriptions[0] as Prescription;
const yousef: Prescription = {
  ...priya,
  _id: 'qr-yousef-amoxicillin',
  reference: 'pqryousefamoxAAAAAAAAAAAAAAAAAAAAAA',
  patientName: 'Yousef Al Hammadi',
  emiratesId: '•••-••••-••••321-3',
  doctor: 'Ahmed Al Mansoori',
  treatmentType: 'Medication',
  prescription: 'Amoxicillin 500 mg capsules',
  dosageADay: 3,
  consumptionDays: 5,
  dispensed: { ...fixtures.PrescriptionDispensing, at: '2026-11-21T09:40:00+04:00' },
};

/** Newest first, as the server lists them. */
export const dispensedList: Prescription[] = [yousef, priya];
export const dispensedRows: PharmacyPrescriptionView[] = dispensedList.map(toPharmacyPrescription);

/**
 * `GET /pharmacyPrescriptions?page=&emiratesId=`: the dispensed list in `pageCount` pages of the same rows, those
 * whose Emirates ID's digits contain the searched digits (the server's filter); `asked` records each query.
 */
export function dispensedApi(list: readonly Prescription[] = dispensedList, pageCount = 1) {
  const asked: { page: string | null; emiratesId: string | null }[] = [];
  const handlers = [
    http.get(mockUrl('/pharmacyPrescriptions'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const digits = query.get('emiratesId');
      asked.push({ page: query.get('page'), emiratesId: digits });
      const shown = list.filter((item) => !digits || item.emiratesId.replace(/\D/g, '').includes(digits));
      return HttpResponse.json({
        data: {
          pageNumber: Number(query.get('page') ?? 0),
          numberOfPages: shown.length === 0 ? 0 : pageCount,
          totalItems: shown.length,
          prescriptions: shown,
        },
      });
    }),
  ];
  return { handlers, asked, reset: () => (asked.length = 0) };
}
