import { type FixtureSchema, mockUrl, patients, readMockJson } from '@aafiya/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';

type FamilyMember = FixtureSchema<'FamilyMember'>;

/** A write the fake API received (bodies decrypted). */
export interface FamilyCall {
  method: 'POST' | 'DELETE';
  path: '/familyMembers' | '/familyMembers/{id}';
  id?: string;
  body?: unknown;
}

/**
 * An in-memory family API for the Family Members tab's stories (not exported
 * from the package): Mariam's profile with her family, adding (201, the new
 * member joins the profile) and deleting (the member leaves it). Every write
 * is recorded. `reset()` in the story's `beforeEach`.
 */
export function createFamilyServer(initial: () => FamilyMember[] = () => [...patients.familyMembers]) {
  let members = initial();
  const calls: FamilyCall[] = [];
  const handlers: HttpHandler[] = [
    http.get(mockUrl('/patients/profile/{id}'), () =>
      HttpResponse.json({ data: { ...patients.patientMariam, familyMembers: members } }),
    ),
    http.post(mockUrl('/familyMembers'), async ({ request }) => {
      const body = (await readMockJson(request)) as Omit<FamilyMember, '_id'>;
      calls.push({ method: 'POST', path: '/familyMembers', body });
      const member: FamilyMember = { ...body, _id: `fam-new-${members.length + 1}`, patientId: body.patientId };
      members = [...members, member];
      return HttpResponse.json({ data: member }, { status: 201 });
    }),
    http.delete(mockUrl('/familyMembers/{id}'), ({ params }) => {
      const id = String(params.id);
      calls.push({ method: 'DELETE', path: '/familyMembers/{id}', id });
      members = members.filter((member) => member._id !== id);
      return HttpResponse.json({ message: 'Deleted', data: { _id: id } });
    }),
  ];
  return {
    handlers,
    calls,
    reset: () => {
      members = initial();
      calls.length = 0;
    },
  };
}
