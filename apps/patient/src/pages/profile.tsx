import { useSessionState, useStoredUserUpdate } from '@aafiya/session';
import { PatientDashboardScreen } from '@aafiya/ui/public';
import { useLocation, useSearch } from 'wouter';

/**
 * /profile (002 "Patient dashboard"): the tabs in 002's order, the open one
 * kept in the address (?tab=), the points balance in the heading. The tabs
 * built so far are shown; Medical Profile and Account come with the rest of #25.
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
      onTabChange={(next) => {
        navigate(`/profile?tab=${next}`, { replace: true });
      }}
      onPointsChange={(points) => {
        updateUser({ points });
      }}
    />
  );
}
