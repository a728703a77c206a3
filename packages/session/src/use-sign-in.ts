import { useNavigate } from '@aafiya/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { landingPath, redirectParamOf } from './redirects';
import { notifySessionChange, useSessionState } from './session-state';

export interface SignInPage {
  /** The login screen's `onSignedIn`: goes to `landingPath(role, redirect)` (another site: a full page load). */
  onSignedIn: (user: { role: string }) => void;
  /** Shown above the form when a signed-in user was refused a page (see GuestOnly). */
  notice: string | undefined;
}

/** What the public site's /login page hands to the login screen. */
export function useSignInPage(): SignInPage {
  const navigate = useNavigate();
  const { t } = useTranslation('navigation');
  const { signedInAs } = useSessionState();
  const onSignedIn = useCallback(
    (user: { role: string }) => {
      navigate(landingPath(user.role, redirectParamOf(window.location.search)));
      notifySessionChange();
    },
    [navigate],
  );
  // Inside GuestOnly, a signed-in user still on the form is one a guard refused.
  return { onSignedIn, notice: signedInAs === null ? undefined : t('accessRefused') };
}
