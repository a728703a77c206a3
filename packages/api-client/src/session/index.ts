export { createMemoryStorage, createSession, type Role, SESSION_KEYS, type Session, type SessionUser } from './session';
