import { useStoredUserUpdate } from '@aafiya/session';
import { VendorProfileScreen } from '@aafiya/ui/vendor';

/**
 * /vendor/profile: the tabs Vendor Profile, Images and Location (002 "Vendor
 * area"); a saved name or picture shows in the top bar at once.
 */
export default function ProfilePage() {
  return <VendorProfileScreen onUserChange={useStoredUserUpdate()} />;
}
