import { PageLoading, PublicLayout } from '@aafiya/ui';
import { type ReactNode, Suspense } from 'react';
import { homeOf } from './areas';
import { useLanguage } from './language-context';
import { useClearExpiredSession, useSessionState } from './session-state';
import { useCurrentPathname } from './use-requested-path';
import { useLogout } from './use-logout';

/**
 * The layout of the public (patient) site: the PublicLayout with the stored
 * session (guests get Login and Register; a patient gets Profile; another role
 * a link to their area), the language switch and Logout.
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
    </PublicLayout>
  );
}
