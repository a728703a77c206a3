import { describe, expect, it } from 'vitest';
import { fixtures } from '../mocks/fixtures';
import { hospitalLoginResult } from '../mocks/fixtures/auth';
import { createMemoryStorage, createSession, SESSION_KEYS } from './session';

describe('session', () => {
  it('keeps token, user, role, referenceId and PCRDPI under the named keys', () => {
    const storage = createMemoryStorage();
    const session = createSession(storage);
    session.setToken('jwt');
    session.setUser(fixtures.User);
    session.setRole('DOCTOR');
    session.setReferenceId('doc-ahmed-mansoori');
    session.setPcrdpi(true);

    expect(storage.getItem(SESSION_KEYS.token)).toBe('jwt');
    expect(storage.getItem('PCRDPI')).toBe('true');
    expect(session.getToken()).toBe('jwt');
    expect(session.getUser()).toEqual(fixtures.User);
    expect(session.getRole()).toBe('DOCTOR');
    expect(session.getReferenceId()).toBe('doc-ahmed-mansoori');
    expect(session.getPcrdpi()).toBe(true);

    session.setToken(null);
    session.setPcrdpi(null);
    expect(session.getToken()).toBeNull();
    expect(session.getPcrdpi()).toBe(false);
  });

  it('stores the sign-in answer', () => {
    const session = createSession(createMemoryStorage());
    session.saveLogin(hospitalLoginResult);
    expect(session.getToken()).toBe(hospitalLoginResult.token);
    expect(session.getRole()).toBe('HOSPITAL');
    expect(session.getReferenceId()).toBe('hsp-marina-care');
    expect(session.getPcrdpi()).toBe(true);

    session.saveLogin(fixtures.LoginResult);
    expect(session.getRole()).toBe('PATIENT');
    expect(session.getPcrdpi()).toBe(false);
  });

  it('clears the whole local storage', () => {
    const storage = createMemoryStorage({ [SESSION_KEYS.token]: 'jwt', doctorSearchText: 'Ahmed' });
    createSession(storage).clear();
    expect(storage.length).toBe(0);
  });

  it('reads nothing it cannot trust', () => {
    const storage = createMemoryStorage({ [SESSION_KEYS.user]: '{not json', [SESSION_KEYS.role]: 'SUPERUSER' });
    const session = createSession(storage);
    expect(session.getUser()).toBeNull();
    expect(session.getRole()).toBeNull();
  });

  it('does nothing without local storage (Node, blocked storage)', () => {
    const session = createSession(() => undefined);
    session.setToken('jwt');
    expect(session.getToken()).toBeNull();
    expect(() => {
      session.clear();
    }).not.toThrow();
    // The default source is the browser's local storage, which Node does not have.
    expect(createSession().getToken()).toBeNull();
  });
});
