import { type FixtureSchema, mockUrl, patients, readMockJson } from '@aafiya/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';

type Patient = FixtureSchema<'Patient'>;

/** A write the fake API received (bodies decrypted). */
export interface AccountCall {
  method: 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/**
 * An in-memory account API for the Account tab's stories (not exported from
 * the package): Mariam's profile; `PUT /patients/{id}` saves the body (a
 * `refusal` answers 409 with the server's message instead) and answers the
 * saved user; `DELETE /patients/deactivateUser/{id}` toggles the deletion
 * request. Every write is recorded; `reset()` in the story's `beforeEach`.
 */
export function createAccountServer(options: { refusal?: string } = {}) {
  const initial = (): Patient => ({ ...patients.patientMariam, accountDeletionRequest: false });
  let patient = initial();
  const calls: AccountCall[] = [];
  const handlers: HttpHandler[] = [
    http.get(mockUrl('/patients/profile/{id}'), () => HttpResponse.json({ data: patient })),
    http.put(mockUrl('/patients/{id}'), async ({ request }) => {
      const body = (await readMockJson(request)) as Omit<Partial<Patient>, 'insurances'> & { insurances?: string[] };
      calls.push({ method: 'PUT', path: '/patients/{id}', body });
      if (options.refusal) return HttpResponse.json({ message: options.refusal }, { status: 409 });
      const { insurances, ...fields } = body;
      patient = { ...patient, ...fields, ...(insurances ? { insurances: insurances.map((_id) => ({ _id })) } : {}) };
      return HttpResponse.json({
        message: 'patient profile updated',
        data: { ...patient, role: 'PATIENT', referenceId: patient._id },
      });
    }),
    http.delete(mockUrl('/patients/deactivateUser/{id}'), () => {
      calls.push({ method: 'DELETE', path: '/patients/deactivateUser/{id}' });
      patient = { ...patient, accountDeletionRequest: !patient.accountDeletionRequest };
      return HttpResponse.json({ data: patient });
    }),
  ];
  return {
    handlers,
    calls,
    reset: () => {
      patient = initial();
      calls.length = 0;
    },
  };
}
