import { type DoctorLabRequestCard, toDoctorLabRequestCard } from '@aafiya/api-client';
import { type FixtureSchema, hospitals, mockUrl, patients, staff } from '@aafiya/api-client/mocks';
import { http, HttpResponse } from 'msw';

type LabRequest = FixtureSchema<'LabRequest'>;

/** Story data of Lab Results Records (not exported from the package): Dr. Ahmed Al Mansoori's requests, in Dubai. */
export const storyTimeZone = 'Asia/Dubai';

const request = (
  id: string,
  date: string,
  status: LabRequest['status'],
  patient: FixtureSchema<'Patient'>,
  tests: LabRequest['tests'],
): LabRequest => ({
  _id: id,
  date: new Date(`${date}+04:00`).toISOString(),
  status,
  tests,
  doctorId: staff.personRef(staff.drAhmed),
  patientId: patients.patientRef(patient),
  laboratoryId: staff.personRef(staff.labMarina),
  hospitalId: hospitals.hospitalRef(hospitals.marinaCare),
});

const { patientYousef, patientMariam, patientPriya } = patients;

/** Pending Request: two requests waiting for the laboratory. */
export const pendingRequests: LabRequest[] = [
  request('lab-yousef-lipids', '2026-11-20T09:40:00', 'pending', patientYousef, [
    { test: 'Lipid Profile' },
    { test: 'Fasting Blood Glucose' },
  ]),
  request('lab-priya-thyroid', '2026-11-19T15:10:00', 'pending', patientPriya, [{ test: 'Thyroid Panel (TSH, T4)' }]),
];

/** Test Results: four completed requests (two pages of three), one report PDF. */
export const completedRequests: LabRequest[] = [
  request('lab-mariam-cbc', '2026-11-18T10:30:00', 'completed', patientMariam, [
    {
      test: 'Complete Blood Count',
      result: 'Normal',
      range: '4.5-11.0 x10^9/L',
      file: '/api/files/0f3c9a1e5b7d4c2a8e6f1b3d5a7c9e1f.pdf',
    },
    { test: 'HbA1c', result: '5.4%', range: '4.0-5.6%' },
  ]),
  request('lab-yousef-kidney', '2026-11-16T11:00:00', 'completed', patientYousef, [
    { test: 'Creatinine', result: '1.0 mg/dL', range: '0.7-1.3 mg/dL' },
  ]),
  request('lab-priya-vitd', '2026-11-12T16:20:00', 'completed', patientPriya, [
    { test: 'Vitamin D (25-OH)', result: '18 ng/mL', range: '30-100 ng/mL' },
  ]),
  request('lab-mariam-iron', '2026-11-02T08:45:00', 'completed', patientMariam, [
    { test: 'Serum Ferritin', result: '35 ng/mL', range: '12-150 ng/mL' },
  ]),
];

/** The cards as the view gets them. */
export const pendingCards: DoctorLabRequestCard[] = pendingRequests.map(toDoctorLabRequestCard);
export const completedCards: DoctorLabRequestCard[] = completedRequests.slice(0, 3).map(toDoctorLabRequestCard);

const arabicNames: Readonly<Record<string, string>> = {
  'Yousef Al Hammadi': 'يوسف الحمادي',
  'Priya Menon': 'بريا مينون',
};

/** Arabic patient names (as the records would hold them). */
export const inArabic = (cards: readonly DoctorLabRequestCard[]): DoctorLabRequestCard[] =>
  cards.map((card) => ({ ...card, patientName: arabicNames[card.patientName] ?? card.patientName }));

const PAGE_SIZE = 3;

/**
 * `GET /labRequests/{id}?page=&status=` on MSW: pages of three of the requests
 * of the asked status, recording each query (`status:page`).
 */
export function labRequestsApi(
  pending: readonly LabRequest[] = pendingRequests,
  completed: readonly LabRequest[] = completedRequests,
) {
  const asked: string[] = [];
  const handler = http.get(mockUrl('/labRequests/{id}'), ({ request: sent }) => {
    const query = new URL(sent.url).searchParams;
    const page = Number(query.get('page') ?? '0');
    const status = query.get('status');
    asked.push(`${status ?? ''}:${String(page)}`);
    const list = status === 'completed' ? completed : status === 'pending' ? pending : [...pending, ...completed];
    return HttpResponse.json({
      data: {
        labRequests: list.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE),
        pageNumber: page,
        numberOfPages: Math.ceil(list.length / PAGE_SIZE),
        totalItems: list.length,
      },
    });
  });
  return {
    handler,
    asked,
    clear: () => {
      asked.length = 0;
    },
  };
}
