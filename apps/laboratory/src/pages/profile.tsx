import { signedOutLoginPath, useStoredUserUpdate } from '@aafiya/session';
import { StaffAccountScreen } from '@aafiya/ui';

/**
 * /laboratory/profile: the laboratory's account (001 §2: the nurse account's
 * fields and rules, with the picture). After a successful update the session
 * is cleared and, 2 s later, the sign-in page says why (001 §4).
 */
export default function ProfilePage() {
  return (
    <StaffAccountScreen
      kind="laboratory"
      onUserChange={useStoredUserUpdate()}
      onSignedOut={() => {
        window.location.assign(signedOutLoginPath('account-updated'));
      }}
    />
  );
}
