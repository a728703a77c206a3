import { toNurseProfile, toNurseReportRow } from '@aafiya/api-client';
import { type FixtureSchema, hospitals, mockUrl, patients, readMockJson, staff } from '@aafiya/api-client/mocks';
import { http, HttpResponse } from 'msw';

type NurseReport = FixtureSchema<'NurseReport'>;

/**
 * Story data of the nurse detail page, around the schedule's fixed "now"
 * (Friday 20 November 2026, 09:00 in Dubai). Not exported from the package.
 */
const report = (
  id: string,
  patient: FixtureSchema<'Patient'>,
  createdAt: string,
  bp: string,
  bt: number,
): NurseReport => ({
  _id: id,
  height: 1.7,
  weight: 70,
  bp,
  bt,
  complain: 'Routine vitals before the consultation.',
  heartRate: 78,
  glucose: 96,
  appointmentId: `apt-${id}`,
  nurseId: staff.personRef(staff.nurseAisha),
  patientId: patients.patientRef(patient),
  hospitalId: hospitals.hospitalRef(hospitals.marinaCare),
  createdAt,
});

/** Nurse Aisha's reports: one today, two yesterday. */
export const nurseReports: NurseReport[] = [
  report('today-yousef', patients.patientYousef, '2026-11-20T08:35:00+04:00', '135/85', 37),
  report('yesterday-mariam', patients.patientMariam, '2026-11-19T10:05:00+04:00', '118/76', 36.7),
  report('yesterday-priya', patients.patientPriya, '2026-11-19T16:20:00+04:00', '110/70', 36.9),
];

/** The day ('YYYY-MM-DD', Dubai) a report was written on. */
const dayOf = (item: NurseReport) =>
  new Date(Date.parse(item.createdAt ?? '') + 4 * 60 * 60_000).toISOString().slice(0, 10);

/** `POST /nurseReports/getAll` answering the reports of the asked day and nurse, recording the bodies. */
export function nurseReportsApi(list: readonly NurseReport[] = nurseReports) {
  const bodies: unknown[] = [];
  const handler = http.post(mockUrl('/nurseReports/getAll'), async ({ request }) => {
    const body = (await readMockJson(request)) as { date?: string; nurseId?: string };
    bodies.push(body);
    const data = list.filter((item) => dayOf(item) === body.date && item.nurseId?._id === body.nurseId);
    return HttpResponse.json({ data });
  });
  return {
    handler,
    bodies,
    clear: () => {
      bodies.length = 0;
    },
  };
}

/** The view's data, as the hooks map it. */
export const nurseProfile = toNurseProfile(staff.nurseAisha);
export const technicianProfile = toNurseProfile(staff.technicianOmar);
export const todaysReports = nurseReports.filter((item) => dayOf(item) === '2026-11-20').map(toNurseReportRow);
