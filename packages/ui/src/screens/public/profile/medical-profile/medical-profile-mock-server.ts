import { answers, type FixtureSchema, mockUrl, readMockJson } from '@aafiya/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';

type PatientProfile = FixtureSchema<'PatientProfile'>;
type VitalsBody = FixtureSchema<'PatientVitalsUpdate'>;

/**
 * An in-memory profile for the Medical Profile tab's stories (not exported
 * from the package): Mariam's profile (`GET /patients/profile/{id}`) and her
 * vitals form (`PUT /patients/vitals/{id}`: the sent fields join the profile,
 * so the refetched tab shows them). Every body sent is recorded;
 * `refuseNext(message)` makes the next save a 400 with that message.
 * `reset()` in the story's `beforeEach`.
 */
export function createMedicalProfileServer(initial: () => PatientProfile = () => answers.patientProfile) {
  let profile = initial();
  let refusal: string | null = null;
  const bodies: VitalsBody[] = [];
  const handlers: HttpHandler[] = [
    http.get(mockUrl('/patients/profile/{id}'), () => HttpResponse.json({ data: profile })),
    http.put(mockUrl('/patients/vitals/{id}'), async ({ request }) => {
      const body = (await readMockJson(request)) as VitalsBody;
      bodies.push(body);
      if (refusal !== null) return HttpResponse.json({ message: refusal }, { status: 400 });
      profile = { ...profile, ...body };
      return HttpResponse.json({ data: profile });
    }),
  ];
  return {
    handlers,
    bodies,
    refuseNext: (message: string) => {
      refusal = message;
    },
    reset: () => {
      profile = initial();
      refusal = null;
      bodies.length = 0;
    },
  };
}
