import { type FixtureSchema, mockUrl, patients, readMockJson } from '@aafiya/api-client/mocks';
import { http, HttpResponse } from 'msw';

type Patient = FixtureSchema<'Patient'>;

/** Story data of the nurse's patient list (not exported from the package). */
export const nurseSession = { token: 'story-token', role: 'NURSE', referenceId: 'nurse-aisha-kaabi' };

/** What the Add Patient story types, as `POST /patients/createNursePatient` receives it. */
export const newPatient = {
  email: 'sara.mazrouei@example.ae',
  firstName: 'Sara',
  lastName: 'Al Mazrouei',
  mobile: '+971-50 123 4567',
  birthday: '1990-04-02',
  gender: 'female',
  location: 'Dubai Marina',
  emiratesId: '784-1990-1234567-1',
} as const;

/**
 * The nurse's patients on MSW: `GET /patients?page=` answers one page of the
 * list, and `POST /patients/createNursePatient` adds the patient it is sent
 * (recording the bodies), or refuses with the server's message when `refuse`.
 */
export function nursePatientsApi(options: { refuse?: string } = {}) {
  const initial = (): Patient[] => [patients.patientMariam, patients.patientYousef];
  let list = initial();
  const sent: unknown[] = [];
  const listed: number[] = [];
  const handlers = [
    http.get(mockUrl('/patients'), () => {
      listed.push(list.length);
      return HttpResponse.json({ data: { patients: list, pageNumber: 0, numberOfPages: 1, totalItems: list.length } });
    }),
    http.post(mockUrl('/patients/createNursePatient'), async ({ request }) => {
      const body = (await readMockJson(request)) as typeof newPatient;
      sent.push(body);
      if (options.refuse) return HttpResponse.json({ message: options.refuse }, { status: 409 });
      const patient: Patient = { _id: 'pat-sara-new', ...body };
      list = [...list, patient];
      return HttpResponse.json({ data: patient }, { status: 201 });
    }),
  ];
  return {
    handlers,
    sent,
    listed,
    reset: () => {
      list = initial();
      sent.length = 0;
      listed.length = 0;
    },
  };
}
