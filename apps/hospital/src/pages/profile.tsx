import { useStoredUserUpdate } from '@aafiya/session';
import { HospitalProfileScreen } from '@aafiya/ui';

/** /hospital/profile (000 §2.5), from the user menu: a successful update refreshes the stored and shown user. */
export default function ProfilePage() {
  return <HospitalProfileScreen onUserChange={useStoredUserUpdate()} />;
}
