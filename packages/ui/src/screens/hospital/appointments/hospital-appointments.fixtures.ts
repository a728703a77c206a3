import { toAppointmentRecordRows } from '@aafiya/api-client';
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
 * Story data of the Appointments page around a fixed "now": Friday 20
 * November 2026, 10:15 in Dubai. Not exported from the package.
 */
export const storyNow = new Date('2026-11-20T10:15:00+04:00');
export const storyTimeZone = 'Asia/Dubai';

function appointment(
  id: string,
  day: string,
  time: string,
  status: Appointment['status'],
  people: Pick<Appointment, 'doctorId' | 'nurseId' | 'patientId' | 'serviceId'>,
): Appointment {
  const from = new Date(`${day}T${time}:00+04:00`);
  return {
    _id: id,
    from: from.toISOString(),
    to: new Date(from.getTime() + 30 * 60_000).toISOString(),
    status,
    hospitalId: hospitals.hospitalRef(hospitals.marinaCare),
    ...people,
  };
}

const doctor = (d: FixtureSchema<'Doctor'>) => ({ doctorId: staff.personRef(d) });
const patient = (p: FixtureSchema<'Patient'>) => ({ patientId: patients.patientRef(p) });

/** Today: two over (greyed), one under way, one to come, and a slot without a patient (hidden); two yesterday. */
export const storyAppointments: Appointment[] = [
  appointment('apt-0830', '2026-11-20', '08:30', 'TAKEN', {
    ...doctor(staff.drAhmed),
    ...patient(patients.patientYousef),
    serviceId: services.serviceRef(services.consultation),
  }),
  appointment('apt-0900', '2026-11-20', '09:00', 'BOOKED', {
    nurseId: staff.personRef(staff.nurseAisha),
    ...patient(patients.patientMariam),
    serviceId: services.serviceRef(services.homeCare),
  }),
  appointment('apt-1000', '2026-11-20', '10:00', 'APPROVED', {
    ...doctor(staff.drFatima),
    ...patient(patients.patientMariam),
    serviceId: services.serviceRef(services.vaccination),
  }),
  appointment('apt-1100', '2026-11-20', '11:00', 'BOOKED', {
    ...doctor(staff.drRajesh),
    ...patient(patients.patientPriya),
  }),
  appointment('apt-1200', '2026-11-20', '12:00', 'AVAILABLE', { ...doctor(staff.drAhmed) }),
  appointment('apt-y-0930', '2026-11-19', '09:30', 'TAKEN', {
    ...doctor(staff.drAhmed),
    ...patient(patients.patientPriya),
    serviceId: services.serviceRef(services.consultation),
  }),
  appointment('apt-y-1600', '2026-11-19', '16:00', 'TAKEN', {
    ...doctor(staff.drFatima),
    ...patient(patients.patientYousef),
  }),
];

/** Today's rows as the view gets them. */
export const todaysRows = toAppointmentRecordRows(storyAppointments.filter((a) => dayOf(a) === '2026-11-20'));

/** Arabic names on today's rows. */
export const arabicRows = todaysRows.map((row, index) => ({
  ...row,
  provider:
    ['د. أحمد المنصوري', 'الممرضة عائشة الكعبي', 'د. فاطمة الهاشمي', 'د. راجيش ناير', 'د. أحمد المنصوري'][index] ??
    row.provider,
  patientName:
    row.patientName === null ? null : (['يوسف الحمادي', 'مريم الكعبي', 'مريم الكعبي', 'بريا مينون'][index] ?? ''),
  service: row.service && {
    ...row.service,
    name: ['استشارة أخصائي', 'زيارة تمريض منزلية', 'تطعيم'][index] ?? row.service.name,
  },
}));

/** The day ('YYYY-MM-DD', Dubai) an appointment starts on. */
function dayOf(item: Appointment): string {
  return new Date(Date.parse(item.from) + 4 * 60 * 60_000).toISOString().slice(0, 10);
}

/** `POST /appointments/hospitalAppointments/{id}` answering by day and Emirates ID part, recording the bodies. */
export function appointmentsApi(list: readonly Appointment[] = storyAppointments) {
  const bodies: unknown[] = [];
  const handler = http.post(mockUrl('/appointments/hospitalAppointments/{id}'), async ({ request }) => {
    const body = (await readMockJson(request)) as { date?: string; emiratesId?: string };
    bodies.push(body);
    const part = body.emiratesId ?? '';
    const data = list.filter((a) => dayOf(a) === body.date && (!part || a.patientId?.emiratesId?.includes(part)));
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
