import { signedOutLoginPath, useStoredUserUpdate } from '@aafiya/session';
import { StaffAccountScreen } from '@aafiya/ui';

/**
 * /nurse/profile: the nurse's account (001 §2, §5). After a successful update
 * the session is cleared and, 1 s later, the sign-in page says why (001 §4).
 */
export default function ProfilePage() {
  return (
    <StaffAccountScreen
      kind="nurse"
      onUserChange={useStoredUserUpdate()}
      onSignedOut={() => {
        window.location.assign(signedOutLoginPath('account-updated'));
      }}
    />
  );
}
