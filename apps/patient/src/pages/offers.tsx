import { useSessionState, useStoredUserUpdate } from '@aafiya/session';
import { PatientOffersScreen } from '@aafiya/ui/public';

/**
 * /offers (#25 item 6; 002 lists no page for it, so the path is ours): the offers of hospitals and vendors the
 * patient can claim with his points, and his promo codes. The dashboard's balance links here; a claim updates the
 * stored user's points, so the header and the dashboard show the new balance.
 */
export default function OffersPage() {
  const { user } = useSessionState();
  const updateUser = useStoredUserUpdate();
  return (
    <PatientOffersScreen
      points={user?.points}
      onPointsChange={(points) => {
        updateUser({ points });
      }}
    />
  );
}
