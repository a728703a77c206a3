import { toLabReportRow } from '@aafiya/api-client';
import { type FixtureSchema, hospitals, mockUrl, patients, readMockJson, staff } from '@aafiya/api-client/mocks';
import { http, HttpResponse } from 'msw';

type LabRequest = FixtureSchema<'LabRequest'>;

/**
 * Story data of the Laboratory Reports page around a fixed "now": Friday 20
 * November 2026, 10:15 in Dubai. Not exported from the package.
 */
export const storyNow = new Date('2026-11-20T10:15:00+04:00');
export const storyTimeZone = 'Asia/Dubai';

const request = (
  id: string,
  date: string,
  status: LabRequest['status'],
  doctor: FixtureSchema<'Doctor'>,
  patient: FixtureSchema<'Patient'>,
  tests: LabRequest['tests'],
): LabRequest => ({
  _id: id,
  date: new Date(date).toISOString(),
  status,
  tests,
  doctorId: staff.personRef(doctor),
  patientId: patients.patientRef(patient),
  laboratoryId: staff.personRef(staff.labMarina),
  hospitalId: hospitals.hospitalRef(hospitals.marinaCare),
});

/** Today a completed request (one report PDF) and a pending one; yesterday a completed one. */
export const storyLabRequests: LabRequest[] = [
  request('lab-yousef-cbc', '2026-11-20T09:40:00+04:00', 'completed', staff.drAhmed, patients.patientYousef, [
    {
      test: 'Complete Blood Count',
      result: 'Normal',
      range: '4.5-11.0 x10^9/L',
      file: '/api/files/0f3c9a1e5b7d4c2a8e6f1b3d5a7c9e1f.pdf',
    },
    { test: 'HbA1c', result: '5.4%', range: '4.0-5.6%' },
  ]),
  request('lab-mariam-lipids', '2026-11-20T10:05:00+04:00', 'pending', staff.drFatima, patients.patientMariam, [
    { test: 'Lipid Profile' },
    { test: 'Fasting Blood Glucose' },
  ]),
  request('lab-priya-vitd', '2026-11-19T16:20:00+04:00', 'completed', staff.drRajesh, patients.patientPriya, [
    { test: 'Vitamin D (25-OH)', result: '18 ng/mL', range: '30-100 ng/mL', file: '/api/files/priya-vitd.pdf' },
  ]),
];

/** The day ('YYYY-MM-DD', Dubai) a request was made on. */
const dayOf = (item: LabRequest) => new Date(Date.parse(item.date ?? '') + 4 * 60 * 60_000).toISOString().slice(0, 10);

/** Today's rows as the view gets them. */
export const todaysRows = storyLabRequests.filter((r) => dayOf(r) === '2026-11-20').map(toLabReportRow);

/** Arabic names on today's rows. */
export const arabicRows = todaysRows.map((row, index) => ({
  ...row,
  doctor: ['أحمد المنصوري', 'فاطمة الهاشمي'][index] ?? row.doctor,
  patientName: ['يوسف الحمادي', 'مريم الكعبي'][index] ?? row.patientName,
  laboratory: 'مختبر مارينا المركزي',
}));

/** `POST /labRequests/getLabRequests` answering the asked day, recording the bodies. */
export function labRequestsApi(list: readonly LabRequest[] = storyLabRequests) {
  const bodies: unknown[] = [];
  const handler = http.post(mockUrl('/labRequests/getLabRequests'), async ({ request: sent }) => {
    const body = (await readMockJson(sent)) as { id?: string; date?: string };
    bodies.push(body);
    return HttpResponse.json({ data: list.filter((item) => dayOf(item) === body.date) });
  });
  return {
    handler,
    bodies,
    clear: () => {
      bodies.length = 0;
    },
  };
}
