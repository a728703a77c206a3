import {
  type ApiClient,
  isApiError,
  type PushServiceConfig,
  useApi,
  useNotificationStream,
  usePushMessages,
  useRegisterPushToken,
} from '@aafiya/api-client';
import { toast } from '@aafiya/ui';
import { useEffect, useMemo, useState } from 'react';
import { createPatientNotificationBehaviour, type PatientAccountState } from './patient-notification-behaviour';
import { useSessionState } from './session-state';
import { sitePushConfig } from './site-push-config';
import { useStoredUserUpdate } from './stored-user';
import { useLogout } from './use-logout';

export interface PatientNotificationsProps {
  /** The build's push service. Default: from VITE_PUSH_* (see sitePushConfig); none means a device token. */
  pushService?: PushServiceConfig | null;
}

/**
 * Reads the patient's own record. Gone: 404 or 410 (his record no longer
 * exists). A 401 — his sessions ended with the confirmed deletion — is the API
 * client's own handling (storage cleared, /login), so it counts as active here;
 * so does any other failure (offline, a server error): the session stays.
 */
async function readAccount(api: ApiClient, patientId: string): Promise<PatientAccountState> {
  try {
    await api.GET('/patients/profile/{id}', { params: { path: { id: patientId } } });
    return 'active';
  } catch (error) {
    return isApiError(error) && (error.status === 404 || error.status === 410) ? 'gone' : 'active';
  }
}

/**
 * The signed-in patient's messages and account check on the patient site (002 §4), rendered by the site for a
 * signed-in PATIENT (nothing happens for a guest):
 *
 * 1. The browser's push token is registered for him (once per sign-in and page load).
 * 2. Messages of his notification stream, and pushes the site's worker forwards while the stream is unavailable,
 *    get the patient behaviour: 'Congratulations' adds the message's points to the stored user (toast); any other
 *    shows its title, then 1.5 s later the storage is cleared, he is signed out and goes to /login.
 * 3. On window focus his record is read again: a deletion confirmed server-side ends the session (a 401 through
 *    the API client; a record that is gone clears the storage and goes to /).
 */
export function PatientNotifications({ pushService }: PatientNotificationsProps) {
  const session = useSessionState();
  const api = useApi();
  const [service] = useState(() => (pushService === undefined ? sitePushConfig(import.meta.env) : pushService));
  const updateUser = useStoredUserUpdate();
  const forcedLogout = useLogout('/login');
  const patient = session.signedInAs === 'PATIENT';
  const patientId = patient ? (session.user?.referenceId ?? api.session.getReferenceId()) : null;
  const behaviour = useMemo(
    () =>
      createPatientNotificationBehaviour({
        showToast: (title, body) => {
          toast.success(title, body ? { description: body } : {});
        },
        points: () => api.session.getUser()?.points ?? 0,
        setPoints: (points) => {
          updateUser({ points });
        },
        signOut: (path) => {
          if (path === '/login') {
            forcedLogout();
            return;
          }
          // The account is gone: its sessions ended with it, so there is no sign-out call to make.
          api.session.clear();
          window.location.assign(path);
        },
        schedule: (run, ms) => {
          const timer = window.setTimeout(run, ms);
          return () => {
            window.clearTimeout(timer);
          };
        },
        readAccount: () => (patientId ? readAccount(api, patientId) : Promise.resolve('active')),
      }),
    [api, updateUser, forcedLogout, patientId],
  );
  useEffect(
    () => () => {
      behaviour.dispose();
    },
    [behaviour],
  );
  useEffect(() => {
    if (!patientId) return;
    const onFocus = () => {
      void behaviour.onFocus();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
    };
  }, [behaviour, patientId]);

  const token = patient ? session.token : null;
  useRegisterPushToken({ role: patient ? 'PATIENT' : null, token, referenceId: patientId, pushService: service });
  const status = useNotificationStream(token, behaviour.onMessage);
  usePushMessages(token !== null && (status === 'unavailable' || status === 'failed'), behaviour.onMessage);
  return null;
}
