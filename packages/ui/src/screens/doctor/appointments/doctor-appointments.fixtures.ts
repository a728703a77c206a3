import { type DoctorAppointmentRow, toDoctorAppointmentRow } from '@aafiya/api-client';
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
 * Story data of the doctor's Appointments (not exported from the package):
 * Dr. Ahmed Al Mansoori's appointments, times in Dubai, the latest first as
 * the server sends them.
 */
export const storyTimeZone = 'Asia/Dubai';
export const storyDoctor = staff.drAhmed;
export const doctorSession = { token: 'story-token', role: 'DOCTOR', referenceId: storyDoctor._id };

function appointment(
  id: string,
  at: string,
  status: Appointment['status'],
  patient: FixtureSchema<'Patient'>,
  service?: FixtureSchema<'HospitalService'>,
  doctor: FixtureSchema<'Doctor'> = storyDoctor,
): Appointment {
  const from = new Date(`${at}+04:00`);
  const item: Appointment = {
    _id: id,
    from: from.toISOString(),
    to: new Date(from.getTime() + 30 * 60_000).toISOString(),
    status,
    hospitalId: hospitals.hospitalRef(hospitals.marinaCare),
    doctorId: staff.personRef(doctor),
    patientId: patients.patientRef(patient),
  };
  if (service) item.serviceId = services.serviceRef(service);
  return item;
}

const { patientYousef, patientMariam, patientPriya } = patients;
const { consultation, vaccination } = services;

/**
 * The first page: End Treatment (his own, with a service, BOOKED and
 * APPROVED), Start Treatment (BOOKED, no service), and two with no action
 * (TAKEN; APPROVED without a service).
 */
export const firstPage: Appointment[] = [
  appointment('apt-yousef-1430', '2026-11-20T14:30:00', 'BOOKED', patientYousef, consultation),
  appointment('apt-priya-1100', '2026-11-20T11:00:00', 'BOOKED', patientPriya),
  appointment('apt-mariam-0930', '2026-11-20T09:30:00', 'APPROVED', patientMariam, vaccination),
  appointment('apt-yousef-1600', '2026-11-19T16:00:00', 'TAKEN', patientYousef, consultation),
  appointment('apt-priya-0800', '2026-11-18T08:00:00', 'APPROVED', patientPriya),
];

/** The second page: older, treated appointments. */
export const secondPage: Appointment[] = [
  appointment('apt-mariam-1200', '2026-11-12T12:00:00', 'TAKEN', patientMariam, consultation),
  appointment('apt-priya-1030', '2026-11-10T10:30:00', 'TAKEN', patientPriya),
];

export const storyAppointments: Appointment[] = [...firstPage, ...secondPage];

/** The first page as the view gets it. */
export const firstPageRows: DoctorAppointmentRow[] = firstPage.map((item) =>
  toDoctorAppointmentRow(item, storyDoctor._id),
);

/** Arabic names on the first page's rows (as the records would hold them). */
const arabicNames: Readonly<Record<string, string>> = {
  'Yousef Al Hammadi': 'يوسف الحمادي',
  'Priya Menon': 'بريا مينون',
};

export const arabicRows: DoctorAppointmentRow[] = firstPageRows.map((row) => ({
  ...row,
  patientName: arabicNames[row.patientName] ?? row.patientName,
  ...(row.service && {
    service: {
      ...row.service,
      name: row.service.isFree ? 'تطعيم الإنفلونزا الموسمية' : 'استشارة أخصائي',
      description: 'استشارة لمدة 30 دقيقة مع أخصائي.',
    },
  }),
}));

/** Many rows for the 360 px high table to scroll through (it renders only those in view). */
export const manyRows: DoctorAppointmentRow[] = Array.from({ length: 40 }, (_, index) => {
  const row = firstPageRows[index % firstPageRows.length] as DoctorAppointmentRow;
  return { ...row, id: `${row.id}-${String(index)}` };
});

const PAGE_SIZE = 5;

/**
 * The doctor's appointments on MSW: `GET /appointments/doctorAppointments/{id}?page=`
 * answers pages of five of `list`, and `PUT /appointments/{id}` sets the status
 * it is sent (refusing with a 409 when `refuseEnd` is set), recording the bodies.
 */
export function appointmentsApi(
  list: readonly Appointment[] = storyAppointments,
  options: { refuseEnd?: boolean } = {},
) {
  let items = list.map((item) => ({ ...item }));
  const pages: number[] = [];
  const sent: { id: string; body: unknown }[] = [];
  const handlers = [
    http.get(mockUrl('/appointments/doctorAppointments/{id}'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
      pages.push(page);
      return HttpResponse.json({
        data: {
          appointments: items.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE),
          pageNumber: page,
          numberOfPages: Math.ceil(items.length / PAGE_SIZE),
          totalItems: items.length,
        },
      });
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
    pages,
    sent,
    reset: () => {
      items = list.map((item) => ({ ...item }));
      pages.length = 0;
      sent.length = 0;
    },
  };
}
