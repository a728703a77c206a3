import type { NotificationEvent } from '@aafiya/api-client';

/** 002 §4 "Push messages": the title of the message that gives points. */
export const CONGRATULATIONS_TITLE = 'Congratulations';

/** 002 §9 "forced logout toast 1.5 s": how long the toast shows before the sign-out. */
export const FORCED_LOGOUT_DELAY_MS = 1500;

/** Where a sign-out goes: /login after a forced logout, / once the account is gone (002 §4). */
export type PatientSignOutPath = '/login' | '/';

/** What the patient's account is, as his own record answers on window focus. */
export type PatientAccountState = 'active' | 'gone';

/** What a message does to the patient site (the component passes the browser's; tests pass fakes). */
export interface PatientNotificationEffects {
  /** A success toast with the message's title (and its body under it). */
  showToast(title: string, body?: string): void;
  /** The stored user's points now. */
  points(): number;
  /** Writes the new balance into the stored user (and tells the site). */
  setPoints(points: number): void;
  /** Clears the storage, signs out and goes to `path`. */
  signOut(path: PatientSignOutPath): void;
  /** Runs `run` after `ms`; returns the function that cancels it. */
  schedule(run: () => void, ms: number): () => void;
  /** Reads the patient's own record again: `gone` when the server says it no longer exists. */
  readAccount(): Promise<PatientAccountState>;
}

export interface PatientNotificationBehaviour {
  /** A push message (from the stream or a push the site's worker forwarded). */
  onMessage: (event: NotificationEvent) => void;
  /** The window got the focus: the record is read again; a deleted account ends the session. */
  onFocus: () => Promise<void>;
  /** Cancels a pending forced logout (the component is leaving). */
  dispose: () => void;
}

/**
 * The patient site's push messages and account check (002 §4):
 * - a message titled 'Congratulations' adds its points to the stored user's
 *   points and shows a success toast;
 * - any other message shows its title as a success toast, then after 1.5
 *   seconds clears the storage, signs out and goes to /login (forced logout;
 *   one sign-out for a burst);
 * - "on window focus for a patient" his record is read again; when the
 *   account is gone (a deletion confirmed server-side) the storage is cleared
 *   and he goes to the home page. A 401 (his sessions ended with the
 *   deletion) is the API client's: storage cleared and /login. One read at a
 *   time: focus events during a read are ignored.
 */
export function createPatientNotificationBehaviour(effects: PatientNotificationEffects): PatientNotificationBehaviour {
  let cancelLogout: (() => void) | null = null;
  let reading = false;
  return {
    onMessage(event) {
      effects.showToast(event.title, event.body);
      if (event.title.trim() === CONGRATULATIONS_TITLE) {
        effects.setPoints(effects.points() + (event.points ?? 0));
        return;
      }
      cancelLogout ??= effects.schedule(() => {
        cancelLogout = null;
        effects.signOut('/login');
      }, FORCED_LOGOUT_DELAY_MS);
    },
    async onFocus() {
      if (reading) return;
      reading = true;
      try {
        if ((await effects.readAccount()) === 'gone') effects.signOut('/');
      } finally {
        reading = false;
      }
    },
    dispose() {
      cancelLogout?.();
      cancelLogout = null;
    },
  };
}
