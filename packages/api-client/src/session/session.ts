import type { components } from '../schema.gen';

type Schemas = components['schemas'];
export type SessionUser = Schemas['User'];
export type Role = Schemas['Role'];

/** Every local-storage key the session uses, named in one place. */
export const SESSION_KEYS = {
  token: 'token',
  user: 'user',
  role: 'role',
  referenceId: 'referenceId',
  pcrdpi: 'PCRDPI',
} as const;

const ROLES: readonly Role[] = [
  'HOSPITAL',
  'DOCTOR',
  'NURSE',
  'LABORTORY',
  'PHARMACY',
  'RECEPTIONIST',
  'ADMIN',
  'VENDOR',
  'PATIENT',
];

/** The signed-in session, kept in local storage so every site on the origin shares it. */
export interface Session {
  getToken(): string | null;
  /** `null` removes it. */
  setToken(token: string | null): void;
  getUser(): SessionUser | null;
  setUser(user: SessionUser | null): void;
  getRole(): Role | null;
  setRole(role: Role | null): void;
  /** Id of the hospital, doctor, nurse, laboratory, receptionist, vendor or patient record of the user. */
  getReferenceId(): string | null;
  setReferenceId(referenceId: string | null): void;
  /** Hospital users: the PCR menus show only when true. */
  getPcrdpi(): boolean;
  setPcrdpi(enabled: boolean | null): void;
  /** Stores the answer of `POST /users/login`: token, user, role, referenceId and, for hospitals, PCRDPI. */
  saveLogin(result: Schemas['LoginResult']): void;
  /** Clears local storage (what a 401 and Log out do, as the specification says). */
  clear(): void;
}

type StorageSource = Storage | (() => Storage | undefined);

/** The browser's local storage, when there is one (not in Node, nor when the browser blocks it). */
function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A session over a Storage (default: the browser's local storage, looked up at
 * each call; without one, reads give nothing and writes do nothing).
 */
export function createSession(source: StorageSource = browserStorage): Session {
  const storage = () => (typeof source === 'function' ? source() : source);
  const read = (key: string) => storage()?.getItem(key) ?? null;
  const write = (key: string, value: string | null) => {
    const target = storage();
    if (!target) return;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
  };

  const session: Session = {
    getToken: () => read(SESSION_KEYS.token),
    setToken: (token) => {
      write(SESSION_KEYS.token, token);
    },
    getUser: () => {
      const text = read(SESSION_KEYS.user);
      if (text === null) return null;
      try {
        const user = JSON.parse(text) as unknown;
        return typeof user === 'object' && user !== null ? (user as SessionUser) : null;
      } catch {
        return null;
      }
    },
    setUser: (user) => {
      write(SESSION_KEYS.user, user === null ? null : JSON.stringify(user));
    },
    getRole: () => {
      const role = read(SESSION_KEYS.role);
      return ROLES.find((known) => known === role) ?? null;
    },
    setRole: (role) => {
      write(SESSION_KEYS.role, role);
    },
    getReferenceId: () => read(SESSION_KEYS.referenceId),
    setReferenceId: (referenceId) => {
      write(SESSION_KEYS.referenceId, referenceId);
    },
    getPcrdpi: () => read(SESSION_KEYS.pcrdpi) === 'true',
    setPcrdpi: (enabled) => {
      write(SESSION_KEYS.pcrdpi, enabled === null ? null : String(enabled));
    },
    saveLogin: (result) => {
      session.setToken(result.token);
      session.setUser(result.user);
      session.setRole(result.user.role);
      session.setReferenceId(result.user.referenceId);
      session.setPcrdpi(result.hospital ? result.hospital.PCRDPI : null);
    },
    clear: () => {
      storage()?.clear();
    },
  };
  return session;
}

/** A Storage in memory: for Node, tests and server rendering. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}
