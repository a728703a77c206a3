import { createMemoryStorage, createSession, type SessionUser } from '@aafiya/api-client';
import { describe, expect, it } from 'vitest';
import { refreshStoredUser } from './stored-user';

const hospitalUser: SessionUser & { PCRDPI: boolean } = {
  _id: 'user-1',
  role: 'HOSPITAL',
  firstName: 'Marina Care Hospital',
  lastName: '',
  email: 'contact@marinacare.ae',
  referenceId: 'hsp-1',
  PCRDPI: true,
};

describe('refreshStoredUser', () => {
  it('merges the changes into the stored user and keeps the rest', () => {
    const session = createSession(createMemoryStorage());
    session.setUser(hospitalUser);
    expect(refreshStoredUser(session, { firstName: 'Marina Care', image: '/api/files/a.jpg' })).toBe(true);
    expect(session.getUser()).toEqual({ ...hospitalUser, firstName: 'Marina Care', image: '/api/files/a.jpg' });
    refreshStoredUser(session, { image: undefined });
    expect(session.getUser()).not.toHaveProperty('image');
  });

  it('stores nothing when no one is signed in', () => {
    const session = createSession(createMemoryStorage());
    expect(refreshStoredUser(session, { firstName: 'X' })).toBe(false);
    expect(session.getUser()).toBeNull();
  });
});
