import { registrationErrorMessage, type SessionUser, type StaffAccountInput, useApi } from '@aafiya/api-client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { useProfilePictureActions } from '../account/use-profile-picture-actions';
import { type StaffAccountKind, StaffAccountView } from './staff-account';
import { staffAccountHooks } from './staff-account-hooks';

/** 001 §4, §9: the sign-out follows a successful account update after 1 s. */
export const SIGN_OUT_DELAY_MS = 1000;

/** 001 §4, §9: after the laboratory's update, 2 s (the pharmacy's likewise: ours). */
const signOutDelays: Record<StaffAccountKind, number> = {
  nurse: SIGN_OUT_DELAY_MS,
  receptionist: SIGN_OUT_DELAY_MS,
  laboratory: 2000,
  pharmacy: 2000,
};

/**
 * The update's toasts of each kind: the laboratory's are 001 §8's fixed texts
 * (the pharmacy's ours, alike), the server's message, if any, under the
 * failure; the nurse's and the receptionist's are ours, a failure toasting the
 * server's message itself.
 */
const updateToasts = {
  nurse: { updated: 'updated', failed: 'updateFailed', fixedFailure: false },
  receptionist: { updated: 'updated', failed: 'updateFailed', fixedFailure: false },
  laboratory: { updated: 'laboratoryUpdated', failed: 'laboratoryUpdateFailed', fixedFailure: true },
  pharmacy: { updated: 'pharmacyUpdated', failed: 'pharmacyUpdateFailed', fixedFailure: true },
} as const satisfies Record<StaffAccountKind, object>;

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
  /** Default 1 s, the laboratory's and the pharmacy's 2 s (001 §9). */
  signOutDelayMs?: number;
  className?: string;
}

/**
 * /nurse/profile, /receptionist/profile, /laboratory/profile and
 * /pharmacy/profile on the API: the signed-in person (the session's
 * referenceId) from `GET /nurse/{id}`, `/receptionists/{id}`,
 * `/labortories/{id}` or `/pharmacies/{id}`, the account form (`PUT` the same
 * path) and the profile picture (001 §8's toasts). A successful update toasts
 * "Account updated. Please sign in again." (ours; the laboratory's "Laboratory
 * updated successfully", 001 §8; the pharmacy's "Pharmacy updated
 * successfully", ours), clears the session (001 §4: local storage cleared) and
 * calls `onSignedOut` after 1 s (the laboratory's and pharmacy's 2 s); a
 * refused one toasts the server's message (or "Problem while updating your
 * account", ours; the laboratory's "Problem updating laboratory profile" with
 * the server's message under it) and keeps the form as typed.
 */
export function StaffAccountScreen({
  kind,
  onSignedOut,
  onUserChange,
  signOutDelayMs,
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
  const delay = signOutDelayMs ?? signOutDelays[kind];
  const texts = updateToasts[kind];
  const leave = useRef(onSignedOut);
  useEffect(() => {
    leave.current = onSignedOut;
  }, [onSignedOut]);
  useEffect(() => {
    if (!signedOut) return;
    const timer = setTimeout(() => {
      leave.current();
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [signedOut, delay]);

  async function save(input: StaffAccountInput): Promise<boolean> {
    if (!id) return false;
    try {
      await update.mutateAsync({ id, input });
    } catch (error) {
      if (texts.fixedFailure) {
        const detail = registrationErrorMessage(error, '');
        toast.error(t(texts.failed), detail ? { description: detail } : undefined);
      } else {
        toast.error(registrationErrorMessage(error, t(texts.failed)));
      }
      return false;
    }
    toast.success(t(texts.updated));
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
