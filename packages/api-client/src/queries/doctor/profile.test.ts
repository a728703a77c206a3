import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client';
import { answers, staff } from '../../mocks';
import { createHandlers, mockUrl, readMockJson } from '../../mocks/handlers';
import { createMemoryStorage, createSession, SESSION_KEYS } from '../../session';
import { doctorQuery } from '../hospital/staff/doctors';
import { deleteDoctorPicture, type DoctorSelfUpdate, toDoctorSelfUpdateBody, updateOwnDoctor } from './profile';
import type { components } from '../../schema.gen';

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const { drAhmed } = staff;
const signedInUser = {
  _id: 'user-ahmed',
  role: 'DOCTOR',
  firstName: 'Ahmed',
  lastName: 'Al Mansoori',
  email: drAhmed.email,
};

/** A client signed in as `referenceId` (Dr Ahmed by default), with its session. */
function signedIn(referenceId = drAhmed._id) {
  const session = createSession(
    createMemoryStorage({
      [SESSION_KEYS.token]: 'jwt',
      [SESSION_KEYS.role]: 'DOCTOR',
      [SESSION_KEYS.referenceId]: referenceId,
      [SESSION_KEYS.user]: JSON.stringify({ ...signedInUser, extra: 'kept' }),
    }),
  );
  return { api: createApiClient({ baseUrl: BASE, session }), session };
}

describe('the body of PUT /doctors/{id} (001 §7)', () => {
  it('sends the Update modal as specialityId, experience and about, trimmed', () => {
    expect(
      toDoctorSelfUpdateBody({
        form: 'profile',
        input: { specialityIds: ['spec-cardiology', 'spec-paediatrics'], experience: ' 15 ', about: ' Heart care. ' },
      }),
    ).toEqual({ specialityId: ['spec-cardiology', 'spec-paediatrics'], experience: '15', about: 'Heart care.' });
  });

  it('sends the Account tab with its password and confirmation', () => {
    const input = {
      firstName: ' Ahmed ',
      lastName: ' Al Mansoori ',
      email: ' ahmed@marinacare.ae ',
      mobile: '+971-50 318 2204',
      password: 'NewPass@2025',
      confirmPassword: 'NewPass@2025',
    };
    expect(toDoctorSelfUpdateBody({ form: 'account', input })).toEqual({
      firstName: 'Ahmed',
      lastName: 'Al Mansoori',
      email: 'ahmed@marinacare.ae',
      mobile: '+971-50 318 2204',
      password: 'NewPass@2025',
      confirmPassword: 'NewPass@2025',
    });
    // A blank password is never sent (the form requires one; the call does not rely on it).
    expect(toDoctorSelfUpdateBody({ form: 'account', input: { ...input, password: '', confirmPassword: '' } })).toEqual(
      { firstName: 'Ahmed', lastName: 'Al Mansoori', email: 'ahmed@marinacare.ae', mobile: '+971-50 318 2204' },
    );
  });
});

/** The Update modal's change: Dr Ahmed a cardiologist with `experience` years. */
const profileUpdate = (experience: string): DoctorSelfUpdate => ({
  form: 'profile',
  input: { specialityIds: ['spec-cardiology'], experience, about: 'x' },
});

describe("the doctor's own update", () => {
  const renamed = { ...drAhmed, firstName: 'Ahmad', experience: '15' };
  const answerUser = { ...signedInUser, firstName: 'Ahmad', referenceId: drAhmed._id };

  function answeringRenamed(bodies: unknown[]) {
    server.use(
      http.put(mockUrl('/doctors/:id', BASE), async ({ request }) => {
        bodies.push(await readMockJson(request));
        return HttpResponse.json({ data: { doctor: renamed, user: answerUser } });
      }),
    );
  }

  it('caches the answered doctor and stores the answered user over the signed-in one', async () => {
    const bodies: unknown[] = [];
    answeringRenamed(bodies);
    const { api, session } = signedIn();
    const queryClient = new QueryClient();
    const update = profileUpdate('15');
    const result = await updateOwnDoctor(api, queryClient, { id: drAhmed._id, update });

    expect(bodies).toEqual([{ specialityId: ['spec-cardiology'], experience: '15', about: 'x' }]);
    expect(result.doctor).toMatchObject({ id: drAhmed._id, name: 'Ahmad Al Mansoori', experience: '15' });
    expect(result.user).toEqual(answerUser);
    expect(queryClient.getQueryData(doctorQuery(api, drAhmed._id).queryKey)).toEqual({ data: renamed });
    expect(session.getUser()).toEqual({ ...answerUser, extra: 'kept' });
  });

  it('leaves the stored user alone when someone else is signed in', async () => {
    answeringRenamed([]);
    const { api, session } = signedIn('doc-someone-else');
    const update = profileUpdate('15');
    await updateOwnDoctor(api, new QueryClient(), { id: drAhmed._id, update });
    expect(session.getUser()).toEqual({ ...signedInUser, extra: 'kept' });
  });

  it('answers the contract: the mocks give the doctor and his account', async () => {
    const { api } = signedIn();
    const update = profileUpdate('14');
    const result = await updateOwnDoctor(api, new QueryClient(), { id: drAhmed._id, update }, 'ar');
    expect(result.user).toEqual(answers.doctorUpdateResult.data.user);
    expect(result.doctor.specialities.map((speciality) => speciality.id)).toEqual(['spec-cardiology']);
  });

  it('rejects with the server refusal', async () => {
    server.use(
      http.put(mockUrl('/doctors/:id', BASE), () =>
        HttpResponse.json({ message: 'Email already exists' }, { status: 409 }),
      ),
    );
    const { api, session } = signedIn();
    const update = {
      form: 'account',
      input: {
        firstName: 'A',
        lastName: 'B',
        email: 'taken@marinacare.ae',
        mobile: '+971-50 318 2204',
        password: 'NewPass@2025',
        confirmPassword: 'NewPass@2025',
      },
    } as const;
    await expect(updateOwnDoctor(api, new QueryClient(), { id: drAhmed._id, update })).rejects.toMatchObject({
      status: 409,
    });
    expect(session.getUser()).toEqual({ ...signedInUser, extra: 'kept' });
  });
});

describe('removing the profile picture', () => {
  it('caches the doctor without a picture and drops it from the stored user', async () => {
    const withoutImage: components['schemas']['Doctor'] = { ...drAhmed };
    delete withoutImage.image;
    server.use(
      http.delete(mockUrl('/doctors/deleteProfileImage/:id', BASE), () => HttpResponse.json({ data: withoutImage })),
    );
    const { api, session } = signedIn();
    session.setUser({ ...signedInUser, role: 'DOCTOR', referenceId: drAhmed._id, image: drAhmed.image });
    const queryClient = new QueryClient();
    const doctor = await deleteDoctorPicture(api, queryClient, drAhmed._id);
    expect(doctor.image).toBeUndefined();
    expect(queryClient.getQueryData(doctorQuery(api, drAhmed._id).queryKey)).toEqual({ data: withoutImage });
    expect(session.getUser()).not.toHaveProperty('image');
  });
});
