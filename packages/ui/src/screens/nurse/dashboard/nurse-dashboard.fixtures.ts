import { type NurseAppointmentRow, toNurseAppointmentRows } from '@aafiya/api-client';
import {
  type FixtureSchema,
  hospitals,
  mockUrl,
  patients,
  readMockJson,
  services,
  staff,
} from '@aafiya/api-client/mocks';
import { http, HttpResponse } from 'msw';

type Appointment = FixtureSchema<'Appointment'>;

/**
 * Story data of the nurse's dashboard (not exported from the package): Nurse
 * Aisha of Marina Care; "now" is Friday 20 November 2026, 08:00 in Dubai.
 */
export const storyNow = new Date('2026-11-20T08:00:00+04:00');
export const storyTimeZone = 'Asia/Dubai';
export const storyNurse = staff.nurseAisha;
export const nurseSession = { token: 'story-token', role: 'NURSE', referenceId: storyNurse._id };

function appointment(
  id: string,
  time: string,
  status: Appointment['status'],
  patient: FixtureSchema<'Patient'>,
  provider: Pick<Appointment, 'doctorId' | 'nurseId' | 'type'>,
  service?: FixtureSchema<'HospitalService'>,
): Appointment {
  const from = new Date(`2026-11-20T${time}:00+04:00`);
  return {
    _id: id,
    from: from.toISOString(),
    to: new Date(from.getTime() + 30 * 60_000).toISOString(),
    status,
    hospitalId: hospitals.hospitalRef(hospitals.marinaCare),
    patientId: patients.patientRef(patient),
    ...provider,
    ...(service ? { serviceId: services.serviceRef(service) } : {}),
  };
}

const aisha = { type: 'NURSE', nurseId: staff.personRef(staff.nurseAisha) } as const;
const maria = { type: 'NURSE', nurseId: staff.personRef(staff.nurseMaria) } as const;
const ahmed = { doctorId: staff.personRef(staff.drAhmed) };

/**
 * Marina Care's 20 November: her own home visit (End Treatment), a
 * colleague's nurse visit and a doctor's consultation (Start Treatment), and a
 * TAKEN one the dashboard leaves out.
 */
export const todaysAppointments: Appointment[] = [
  appointment('apt-yousef-home', '10:00', 'BOOKED', patients.patientYousef, aisha, services.homeCare),
  appointment('apt-mariam-maria', '11:00', 'APPROVED', patients.patientMariam, maria, services.homeCare),
  appointment('apt-priya-ahmed', '12:30', 'BOOKED', patients.patientPriya, ahmed, services.consultation),
  appointment('apt-yousef-taken', '09:00', 'TAKEN', patients.patientYousef, ahmed, services.consultation),
];

/** The day's rows as the view gets them. */
export const todaysRows: NurseAppointmentRow[] = toNurseAppointmentRows(todaysAppointments, storyNurse._id);

/** Arabic names on the rows (as the records would hold them). */
const arabicNames: Readonly<Record<string, string>> = {
  'Yousef Al Hammadi': 'يوسف الحمادي',
  'Priya Menon': 'بريا مينون',
};
export const arabicRows: NurseAppointmentRow[] = todaysRows.map((row) => ({
  ...row,
  patientName: arabicNames[row.patientName] ?? row.patientName,
}));

/**
 * The hospital's appointments on MSW: `POST /appointments/hospitalAppointments/{id}`
 * answers the day's appointments whose patient's Emirates ID contains the
 * filter (recording each body), and `PUT /appointments/{id}` sets the status
 * it is sent (a 409 when `refuseEnd`).
 */
export function dashboardApi(list: readonly Appointment[] = todaysAppointments, options: { refuseEnd?: boolean } = {}) {
  let items = list.map((item) => ({ ...item }));
  const asked: { hospitalId: string; body: { date?: string; emiratesId?: string } }[] = [];
  const sent: { id: string; body: unknown }[] = [];
  const handlers = [
    http.post(mockUrl('/appointments/hospitalAppointments/{id}'), async ({ request, params }) => {
      const body = (await readMockJson(request)) as { date?: string; emiratesId?: string };
      asked.push({ hospitalId: String(params.id), body });
      const text = body.emiratesId ?? '';
      return HttpResponse.json({ data: items.filter((item) => item.patientId?.emiratesId?.includes(text)) });
    }),
    http.put(mockUrl('/appointments/{id}'), async ({ request, params }) => {
      const id = String(params.id);
      const body = (await readMockJson(request)) as { status?: Appointment['status'] };
      sent.push({ id, body });
      if (options.refuseEnd) return HttpResponse.json({ message: 'Appointment is already TAKEN' }, { status: 409 });
      items = items.map((item) => (item._id === id && body.status ? { ...item, status: body.status } : item));
      return HttpResponse.json({ data: items.find((item) => item._id === id) });
    }),
  ];
  return {
    handlers,
    asked,
    sent,
    reset: () => {
      items = list.map((item) => ({ ...item }));
      asked.length = 0;
      sent.length = 0;
    },
  };
}
