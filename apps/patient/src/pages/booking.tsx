import { useStoredUserUpdate } from '@aafiya/session';
import { BookingScreen } from '@aafiya/ui/public';

/**
 * /book-appointment and /book-service-appointment (002 "Booking pages"): the
 * choice stored by the search, doctor or hospital page (the booking hand-off);
 * a cancel that takes points back updates the stored user's balance.
 */
export default function BookingPage() {
  const updateUser = useStoredUserUpdate();
  return (
    <BookingScreen
      onPointsChange={(points) => {
        updateUser({ points });
      }}
    />
  );
}
