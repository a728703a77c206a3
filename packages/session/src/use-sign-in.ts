import { useNavigate, useTranslation } from '@aafiya/ui';
import { useCallback } from 'react';
import { LOGIN_PATH } from './areas';
import { landingPath, redirectParamOf } from './redirects';
import { notifySessionChange, useSessionState } from './session-state';

/** The query parameter of /login that says why the user was signed out (`/login?signedOut=account-updated`). */
export const SIGNED_OUT_PARAM = 'signedOut';

/**
 * Why a user was signed out and sent to sign in again: `account-updated`
 * after a nurse's or receptionist's account update (001 §4 "Profile updates").
 */
export type SignOutReason = 'account-updated';

const SIGN_OUT_REASONS: readonly SignOutReason[] = ['account-updated'];

/** `/login?signedOut=<reason>`: where a screen that signed the user out sends him, so the form says why. */
export function signedOutLoginPath(reason: SignOutReason): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [SIGNED_OUT_PARAM]: reason }).toString()}`;
}

/** The known sign-out reason of a query string (`?signedOut=account-updated`), or null. */
export function signOutReasonOf(search: string): SignOutReason | null {
  const value = new URLSearchParams(search).get(SIGNED_OUT_PARAM);
  return SIGN_OUT_REASONS.find((reason) => reason === value) ?? null;
}

export interface SignInPage {
  /** The login screen's `onSignedIn`: goes to `landingPath(role, redirect)` (another site: a full page load). */
  onSignedIn: (user: { role: string }) => void;
  /**
   * Shown above the form: why a signed-in user was refused a page (see
   * GuestOnly), or why the user was signed out (`?signedOut=account-updated`:
   * "Your account was updated. Please sign in again.").
   */
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
  if (signedInAs !== null) return { onSignedIn, notice: t('accessRefused') };
  const reason = signOutReasonOf(window.location.search);
  return { onSignedIn, notice: reason === 'account-updated' ? t('signedOutAccountUpdated') : undefined };
}
