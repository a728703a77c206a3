import type { ApiClient } from '../client/create-api-client';
import type { Role } from '../session';

/**
 * Where a role stores its push token (000 §7, 002 §7): the hospital's and the
 * patient's own calls; every other role uses the generic `/users/webfcToken`
 * (a design addition: 001 names no path for the clinical roles).
 */
export function pushTokenPath(role: Role): '/hospitals/webfcToken' | '/patients/webfcToken' | '/users/webfcToken' {
  if (role === 'HOSPITAL') return '/hospitals/webfcToken';
  if (role === 'PATIENT') return '/patients/webfcToken';
  return '/users/webfcToken';
}

export interface PushTokenRegistration {
  role: Role;
  token: string;
  /** The user's referenceId ("token and id", 001/002 §7); left out when the user has none (admin). */
  referenceId?: string | null;
}

/** `PUT …/webfcToken` with `{ token, id }`. Rejects with ApiError like every call. */
export async function registerPushToken(api: ApiClient, registration: PushTokenRegistration): Promise<void> {
  const { role, token, referenceId } = registration;
  await api.PUT(pushTokenPath(role), { body: { token, ...(referenceId ? { id: referenceId } : {}) } });
}
