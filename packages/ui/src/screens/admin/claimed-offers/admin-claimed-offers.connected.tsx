import { useAllClaimedOffers } from '@aafiya/api-client';
import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { AdminClaimedOffers } from './admin-claimed-offers';

export interface AdminClaimedOffersScreenProps {
  /** Default: the browser's time zone. */
  timeZone?: string;
  className?: string;
}

/** /admin/claimed-offers on the API: `GET /rewards` (every claimed offer). */
export function AdminClaimedOffersScreen({ timeZone, className }: AdminClaimedOffersScreenProps) {
  const query = useAllClaimedOffers();
  return (
    <AdminClaimedOffers
      className={className}
      rows={query.data ?? []}
      loading={query.isPending}
      error={query.isError}
      onRetry={() => {
        void query.refetch();
      }}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}
