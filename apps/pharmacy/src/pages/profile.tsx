import { signedOutLoginPath, useStoredUserUpdate } from '@aafiya/session';
import { StaffAccountScreen } from '@aafiya/ui/shared';

/**
 * /pharmacy/profile: the pharmacy's account form with its picture (#21; 001 §2 shows neither fields nor calls: the
 * staff account's). After a successful update the session is cleared and, 2 s later (as the laboratory's), the
 * sign-in page says why (001 §4).
 */
export default function ProfilePage() {
  return (
    <StaffAccountScreen
      kind="pharmacy"
      onUserChange={useStoredUserUpdate()}
      onSignedOut={() => {
        window.location.assign(signedOutLoginPath('account-updated'));
      }}
    />
  );
}
