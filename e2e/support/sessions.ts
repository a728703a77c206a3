import { type ApiClient, createApiClient, createMemoryStorage, createSession } from '@aafiya/api-client';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from './accounts';

/** One account's signed-in session: the local-storage entries the sites keep after its sign-in. */
export interface StoredSession {
  email: string;
  role: string;
  /** By name: token, user, role, referenceId and, for hospitals, PCRDPI. */
  localStorage: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stored sessions of `storedSessionAccounts`, by email (global setup). */
    sessions: Record<string, StoredSession>;
  }
}

/**
 * Signs `email` in once through the API and keeps what the sites write to
 * local storage on a sign-in: the login form calls `signIn` of
 * @aafiya/api-client, which stores the answer of `POST /users/login` with
 * `session.saveLogin`. This runs the same client (with its encryption
 * envelope) and the same `saveLogin` over an in-memory storage, so the entries
 * are the ones a sign-in through the page leaves (e2e/auth.e2e.ts checks it).
 */
export async function signInSession(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<StoredSession> {
  const storage = createMemoryStorage();
  const session = createSession(storage);
  const api = createApiClient({ baseUrl: `${baseUrl}/api`, session, onUnauthorized: () => undefined });
  const { data } = await api.POST('/users/login', { body: { email, password } });
  if (!data) throw new Error(`Could not sign in ${email}`);
  session.saveLogin(data);
  const localStorage: Record<string, string> = {};
  for (let i = 0; i < storage.length; i += 1) {
    const name = storage.key(i);
    const value = name === null ? null : storage.getItem(name);
    if (name !== null && value !== null) localStorage[name] = value;
  }
  return { email, role: data.user.role, localStorage };
}

/** The stored session of `email`. */
export function storedSession(email: string): StoredSession {
  const stored = inject('sessions')[email];
  if (!stored)
    throw new Error(`No stored session for ${email}: add it to storedSessionAccounts (e2e/support/accounts.ts)`);
  return stored;
}

/** The local-storage entries of a stored session, by name (a copy). */
export function storedEntries(email: string): Record<string, string> {
  return { ...storedSession(email).localStorage };
}

/**
 * An API client signed in as `email` from its stored session, for steps a
 * test needs but does not exercise in the browser. It speaks the same
 * enveloped JSON as the sites.
 */
export function apiAs(email: string): ApiClient {
  const session = createSession(createMemoryStorage(storedEntries(email)));
  return createApiClient({ baseUrl: `${inject('baseUrl')}/api`, session, onUnauthorized: () => undefined });
}
