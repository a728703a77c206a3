import { registrationErrorMessage, type SessionUser, type StaffAccountInput, useApi } from '@aafiya/api-client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { useProfilePictureActions } from '../account/use-profile-picture-actions';
import { type StaffAccountKind, StaffAccountView } from './staff-account';
import { staffAccountHooks } from './staff-account-hooks';

/** 001 §4, §9: the sign-out follows a successful account update after 1 s. */
export const SIGN_OUT_DELAY_MS = 1000;

export interface StaffAccountScreenProps {
  kind: StaffAccountKind;
  /**
   * Called once the account is updated and the session cleared, after
   * `signOutDelayMs`: the app sends the user to sign in again with the reason,
   * e.g. `window.location.assign(signedOutLoginPath('account-updated'))`
   * (@aafiya/session), a full page load.
   */
  onSignedOut: () => void;
  /** The new picture after an upload or removal (the app refreshes the top bar, e.g. `useStoredUserUpdate()`). */
  onUserChange?: (changes: Partial<SessionUser>) => void;
  /** Default 1 s (001 §9). */
  signOutDelayMs?: number;
  className?: string;
}

/**
 * /nurse/profile and /receptionist/profile on the API: the signed-in person
 * (the session's referenceId) from `GET /nurse/{id}` or `GET /receptionists/{id}`,
 * the account form (`PUT` the same path) and the profile picture (001 §8's
 * toasts). A successful update toasts "Account updated. Please sign in
 * again." (ours), clears the session (001 §4: local storage cleared) and calls
 * `onSignedOut` after 1 s; a refused one toasts the server's message (or
 * "Problem while updating your account", ours) and keeps the form as typed.
 */
export function StaffAccountScreen({
  kind,
  onSignedOut,
  onUserChange,
  signOutDelayMs = SIGN_OUT_DELAY_MS,
  className,
}: StaffAccountScreenProps) {
  const { t } = useTranslation('staffAccount');
  const { session } = useApi();
  // Read once: the session is cleared after an update, while the page still shows the account.
  const [id] = useState(() => session.getReferenceId());
  const hooks = staffAccountHooks[kind];
  const query = hooks.useAccount(id);
  const update = hooks.useUpdate();
  const upload = hooks.useUploadPicture();
  const remove = hooks.useDeletePicture();
  const picture = useProfilePictureActions(id, { upload, remove }, onUserChange);
  const [signedOut, setSignedOut] = useState(false);
  const leave = useRef(onSignedOut);
  useEffect(() => {
    leave.current = onSignedOut;
  }, [onSignedOut]);
  useEffect(() => {
    if (!signedOut) return;
    const timer = setTimeout(() => {
      leave.current();
    }, signOutDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [signedOut, signOutDelayMs]);

  async function save(input: StaffAccountInput): Promise<boolean> {
    if (!id) return false;
    try {
      await update.mutateAsync({ id, input });
    } catch (error) {
      toast.error(registrationErrorMessage(error, t('updateFailed')));
      return false;
    }
    toast.success(t('updated'));
    session.clear();
    setSignedOut(true);
    return true;
  }

  return (
    <StaffAccountView
      className={className}
      kind={kind}
      status={query.data ? 'ready' : query.isError || !id ? 'error' : 'loading'}
      account={query.data}
      onRetry={id ? () => void query.refetch() : undefined}
      onSave={save}
      saving={update.isPending || signedOut}
      picture={picture}
    />
  );
}
