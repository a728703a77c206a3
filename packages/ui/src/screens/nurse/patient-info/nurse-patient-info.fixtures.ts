import { type FixtureSchema, mockUrl, patients, readMockJson } from '@aafiya/api-client/mocks';
import { http, HttpResponse } from 'msw';

type Patient = FixtureSchema<'Patient'>;

/** Story data of the nurse's patient profile (not exported from the package). */
export const nurseSession = { token: 'story-token', role: 'NURSE', referenceId: 'nurse-aisha-kaabi' };
export const storyPatient = patients.patientYousef;

/**
 * A patient's profile and vitals on MSW: `GET /patients/profile/{id}` answers
 * the patient as last saved (counting the reads), `PUT /patients/vitals/{id}`
 * saves the fields it is sent (recording the bodies), or refuses with the
 * server's message when `refuse`.
 */
export function vitalsApi(options: { refuse?: string } = {}) {
  let patient: Patient = { ...storyPatient };
  const sent: unknown[] = [];
  let reads = 0;
  const handlers = [
    http.get(mockUrl('/patients/profile/{id}'), () => {
      reads += 1;
      return HttpResponse.json({ data: patient });
    }),
    http.put(mockUrl('/patients/vitals/{id}'), async ({ request }) => {
      const body = (await readMockJson(request)) as Partial<Patient>;
      sent.push(body);
      if (options.refuse) return HttpResponse.json({ message: options.refuse }, { status: 400 });
      patient = { ...patient, ...body };
      return HttpResponse.json({ data: patient });
    }),
  ];
  return {
    handlers,
    sent,
    reads: () => reads,
    reset: () => {
      patient = { ...storyPatient };
      sent.length = 0;
      reads = 0;
    },
  };
}
