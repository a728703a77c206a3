import { useStoredUserUpdate } from '@aafiya/session';
import { DoctorProfileScreen } from '@aafiya/ui';

/** /doctors/profile (001 §2), from the user menu: a successful update refreshes the stored and shown user. */
export default function ProfilePage() {
  return <DoctorProfileScreen onUserChange={useStoredUserUpdate()} />;
}
