import { PageLoading, PublicLayout } from '@aafiya/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { homeOf } from './areas';
import { useLanguage } from './language-context';
import { useClearExpiredSession, useSessionState } from './session-state';
import { useCurrentPathname } from './use-requested-path';
import { useLogout } from './use-logout';

/** A signed-in patient's messages and account check (002 §4): loaded only for him, after the page's own code. */
const PatientNotifications = lazy(() =>
  import('./patient-notifications').then((m) => ({ default: m.PatientNotifications })),
);

/**
 * The layout of the public (patient) site: the PublicLayout with the stored
 * session (guests get Login and Register; a patient gets Profile; another role
 * a link to their area), the language switch and Logout; for a signed-in
 * patient, his push messages and account check (PatientNotifications).
 */
export function PublicArea({ children }: { children: ReactNode }) {
  const state = useSessionState();
  const { signedInAs } = state;
  useClearExpiredSession(state);
  const { locale, setLocale } = useLanguage();
  const currentPath = useCurrentPathname();
  const logout = useLogout();
  const account =
    signedInAs === null
      ? undefined
      : signedInAs === 'PATIENT'
        ? { href: '/profile', kind: 'profile' as const }
        : { href: homeOf(signedInAs), kind: 'area' as const };
  return (
    <PublicLayout
      currentPath={currentPath}
      locale={locale}
      onLocaleChange={setLocale}
      signedIn={signedInAs !== null}
      account={account}
      onLogout={logout}
    >
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
      {signedInAs === 'PATIENT' && (
        <Suspense fallback={null}>
          <PatientNotifications />
        </Suspense>
      )}
    </PublicLayout>
  );
}
