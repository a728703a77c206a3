import { useSessionState, useStoredUserUpdate } from '@aafiya/session';
import { PatientDashboardScreen } from '@aafiya/ui/public';
import { useLocation, useSearch } from 'wouter';

/**
 * /profile (002 "Patient dashboard"): the tabs in 002's order, the open one
 * kept in the address (?tab=), the points balance in the heading. A change
 * the tabs make to the stored user (points, details, picture, deletion
 * request) refreshes what shows it (the header, the balance).
 */
export default function ProfilePage() {
  const { user } = useSessionState();
  const updateUser = useStoredUserUpdate();
  const [, navigate] = useLocation();
  const tab = new URLSearchParams(useSearch()).get('tab');
  return (
    <PatientDashboardScreen
      points={user?.points}
      tab={tab}
      offersHref="/offers"
      onTabChange={(next) => {
        navigate(`/profile?tab=${next}`, { replace: true });
      }}
      onPointsChange={(points) => {
        updateUser({ points });
      }}
      onUserChange={updateUser}
    />
  );
}
