import { toDoctorDayAppointments, toDoctorPatientRows, toDoctorProfile } from '@aafiya/api-client';
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
 * Story data of the doctor detail page, around the schedule's fixed "now"
 * (Friday 20 November 2026, 09:00 in Dubai). Not exported from the package.
 */
const at = (day: string, time: string, minutes = 30) => {
  const from = Date.parse(`${day}T${time}:00+04:00`);
  return { from: new Date(from).toISOString(), to: new Date(from + minutes * 60_000).toISOString() };
};

const owner = { hospitalId: hospitals.hospitalRef(hospitals.marinaCare), doctorId: staff.personRef(staff.drAhmed) };

/** Dr Ahmed's appointments: two today, one tomorrow for a family member. */
export const doctorAppointments: Appointment[] = [
  {
    _id: 'apt-today-yousef',
    ...at('2026-11-20', '10:00'),
    status: 'BOOKED',
    ...owner,
    serviceId: services.serviceRef(services.consultation),
    patientId: patients.patientRef(patients.patientYousef),
  },
  {
    _id: 'apt-today-priya',
    ...at('2026-11-20', '08:00'),
    status: 'TAKEN',
    ...owner,
    patientId: patients.patientRef(patients.patientPriya),
  },
  {
    _id: 'apt-tomorrow-hamad',
    ...at('2026-11-21', '11:00'),
    status: 'APPROVED',
    ...owner,
    serviceId: services.serviceRef(services.vaccination),
    patientId: patients.patientRef(patients.patientMariam),
    familyMemberId: patients.familyMemberRef(patients.familyMemberHamad),
  },
];

/** The day ('YYYY-MM-DD', Dubai) an appointment starts on. */
const dayOf = (appointment: Appointment) =>
  new Date(Date.parse(appointment.from) + 4 * 60 * 60_000).toISOString().slice(0, 10);

/**
 * `POST /slots/doctorAppointmentsByDate` answering the appointments of the
 * asked day and doctor, and recording the bodies it received.
 */
export function appointmentsByDateApi(list: readonly Appointment[] = doctorAppointments) {
  const bodies: unknown[] = [];
  const handler = http.post(mockUrl('/slots/doctorAppointmentsByDate'), async ({ request }) => {
    const body = (await readMockJson(request)) as { date?: string; doctorId?: string };
    bodies.push(body);
    const appointments = list.filter(
      (appointment) => dayOf(appointment) === body.date && appointment.doctorId?._id === body.doctorId,
    );
    return HttpResponse.json({ appointments });
  });
  return {
    handler,
    bodies,
    clear: () => {
      bodies.length = 0;
    },
  };
}

/**
 * `GET /appointments/doctorAppointments/{id}?page=`: the doctor's appointments,
 * latest first (as the server orders them), `size` to a page; records the
 * pages asked for.
 */
export function doctorPatientsApi(list: readonly Appointment[] = doctorAppointments, size = 2) {
  const pages: number[] = [];
  const handler = http.get(mockUrl('/appointments/doctorAppointments/{id}'), ({ request, params }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
    pages.push(page);
    const own = list
      .filter((appointment) => appointment.doctorId?._id === params.id)
      .sort((a, b) => Date.parse(b.from) - Date.parse(a.from));
    return HttpResponse.json({
      data: {
        appointments: own.slice(page * size, page * size + size),
        pageNumber: page,
        numberOfPages: Math.ceil(own.length / size),
        totalItems: own.length,
      },
    });
  });
  return {
    handler,
    pages,
    clear: () => {
      pages.length = 0;
    },
  };
}

/** The view's data, as the hooks map it. */
export const doctorProfile = toDoctorProfile(staff.drAhmed);
export const todaysAppointments = toDoctorDayAppointments({
  appointments: doctorAppointments.filter((appointment) => dayOf(appointment) === '2026-11-20'),
});
export const doctorPatients = toDoctorPatientRows(doctorAppointments);
