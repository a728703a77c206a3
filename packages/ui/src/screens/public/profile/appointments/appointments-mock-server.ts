import { type FixtureSchema, MOCK_PDF, mockUrl, patients, readMockJson, scheduling } from '@aafiya/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';

type Appointment = FixtureSchema<'Appointment'>;

const mariam = patients.patientRef(patients.patientMariam);

/** Mariam's upcoming appointments: Hamad's vaccination (BOOKED, for her son) and her own follow-up (APPROVED). */
export const upcomingFixture = (): Appointment[] => [
  { ...scheduling.appointmentYousef, patientId: mariam },
  scheduling.appointmentHamad,
];

/** Her history: a treated cardiology visit (TAKEN, with its report) and an X-ray she missed (BOOKED). */
export const historyFixture = (): Appointment[] => [
  scheduling.appointmentMariam,
  { ...scheduling.appointmentPriya, status: 'BOOKED', patientId: mariam },
];

/** The hospital's promo code that gives the points (any other is refused). */
export const VALID_CODE = 'AAF-2026';

/** A call the fake API received (bodies decrypted). */
export interface AppointmentsCall {
  method: 'POST' | 'DELETE' | 'GET';
  path: string;
  body?: unknown;
}

/**
 * An in-memory API for the Appointments tab's stories (not exported from the
 * package): Mariam's profile with her upcoming and past appointments,
 * cancelling (`takePoints()`: the answer's newPatient is set, so 20 points go),
 * deleting a past one, verifying a code and the slip. Every call but the
 * profile is recorded. `reset()` in the story's `beforeEach`.
 */
export function createAppointmentsServer(
  initial: { upcoming: () => Appointment[]; history: () => Appointment[] } = {
    upcoming: upcomingFixture,
    history: historyFixture,
  },
) {
  let upcoming = initial.upcoming();
  let history = initial.history();
  let pointsTaken = false;
  const calls: AppointmentsCall[] = [];
  const handlers: HttpHandler[] = [
    http.get(mockUrl('/patients/profile/{id}'), () =>
      HttpResponse.json({
        data: { ...patients.patientMariam, upcommingAppointments: upcoming, prevAppointments: history },
      }),
    ),
    http.delete(mockUrl('/appointments/cancel/{id}'), ({ params }) => {
      const id = String(params.id);
      calls.push({ method: 'DELETE', path: `/appointments/cancel/${id}` });
      upcoming = upcoming.filter((appointment) => appointment._id !== id);
      const newPatient = pointsTaken ? { ...patients.patientMariam, points: 100 } : null;
      return HttpResponse.json({ data: { upcommingAppointments: upcoming, newPatient } });
    }),
    http.delete(mockUrl('/appointments/{id}/{patientId}'), ({ params }) => {
      calls.push({ method: 'DELETE', path: `/appointments/${String(params.id)}/${String(params.patientId)}` });
      history = history.filter((appointment) => appointment._id !== String(params.id));
      return HttpResponse.json({ data: { upcommingAppointments: upcoming, newPatient: null } });
    }),
    http.post(mockUrl('/hospitalCodes/verifyCode'), async ({ request }) => {
      const body = await readMockJson(request);
      calls.push({ method: 'POST', path: '/hospitalCodes/verifyCode', body });
      const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
      if (code !== VALID_CODE) {
        return HttpResponse.json({ message: 'Your code is Invalid OR Expired' }, { status: 400 });
      }
      return HttpResponse.json({ data: { points: 20, totalPoints: 140 } });
    }),
    http.get(mockUrl('/slots/appointmentSlip/{id}'), ({ request, params }) => {
      const lang = new URL(request.url).searchParams.get('lang') ?? '';
      calls.push({ method: 'GET', path: `/slots/appointmentSlip/${String(params.id)}?lang=${lang}` });
      return new HttpResponse(MOCK_PDF, { headers: { 'Content-Type': 'application/pdf' } });
    }),
  ];
  return {
    handlers,
    calls,
    /** Cancels answer a newPatient (the cancel took 20 points back). */
    takePoints: () => {
      pointsTaken = true;
    },
    reset: () => {
      upcoming = initial.upcoming();
      history = initial.history();
      pointsTaken = false;
      calls.length = 0;
    },
  };
}
