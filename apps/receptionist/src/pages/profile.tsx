import { signedOutLoginPath, useStoredUserUpdate } from '@aafiya/session';
import { StaffAccountScreen } from '@aafiya/ui';

/**
 * /receptionist/profile: the receptionist's account (the nurse's form, 001 §5).
 * After a successful update the session is cleared and, 1 s later, the sign-in
 * page says why (001 §4).
 */
export default function ProfilePage() {
  return (
    <StaffAccountScreen
      kind="receptionist"
      onUserChange={useStoredUserUpdate()}
      onSignedOut={() => {
        window.location.assign(signedOutLoginPath('account-updated'));
      }}
    />
  );
}
