import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client';
import { createMemoryStorage, createSession, SESSION_KEYS } from '../../session';
import { storeOwnPicture, toStaffAccountBody } from './own-account';

describe('the account form’s body (001 §5 "Nurse account", "Receptionist account form")', () => {
  it('trims the names and email and sends both passwords as typed', () => {
    expect(
      toStaffAccountBody({
        firstName: ' Maria ',
        lastName: ' Santos ',
        email: ' maria.santos@marinacare.ae ',
        mobile: '+971-58 233 9140',
        password: ' NewPass@2025',
        confirmPassword: ' NewPass@2025',
      }),
    ).toEqual({
      firstName: 'Maria',
      lastName: 'Santos',
      email: 'maria.santos@marinacare.ae',
      mobile: '+971-58 233 9140',
      password: ' NewPass@2025',
      confirmPassword: ' NewPass@2025',
    });
  });
});

describe('the stored user’s picture', () => {
  const user = { _id: 'user-maria', role: 'NURSE', firstName: 'Maria', lastName: 'Santos', email: 'm@x.ae' } as const;
  function signedIn(referenceId: string) {
    const session = createSession(
      createMemoryStorage({
        [SESSION_KEYS.referenceId]: referenceId,
        [SESSION_KEYS.user]: JSON.stringify({ ...user, image: '/old.jpg' }),
      }),
    );
    return { api: createApiClient({ baseUrl: 'http://mock.test/api', session }), session };
  }

  it('follows the signed-in person’s new picture, and drops it when removed', () => {
    const { api, session } = signedIn('nurse-maria-santos');
    storeOwnPicture(api, 'nurse-maria-santos', '/new.jpg');
    expect(session.getUser()).toEqual({ ...user, image: '/new.jpg' });
    storeOwnPicture(api, 'nurse-maria-santos', undefined);
    expect(session.getUser()).toEqual(user);
  });

  it('leaves someone else’s stored user alone', () => {
    const { api, session } = signedIn('nurse-other');
    storeOwnPicture(api, 'nurse-maria-santos', '/new.jpg');
    expect(session.getUser()).toEqual({ ...user, image: '/old.jpg' });
  });
});
