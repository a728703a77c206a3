import { useApi, useClaimedOffers } from '@aafiya/api-client';
import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { ClaimedOffers } from './claimed-offers';

export interface ClaimedOffersScreenProps {
  /** Default: the signed-in hospital (the session's referenceId, 000 §6). */
  hospitalId?: string;
  /** Default: the browser's time zone. */
  timeZone?: string;
  className?: string;
}

/** The Claimed Offers page on the API: `GET /rewards/hospital/{hospitalId}`. */
export function ClaimedOffersScreen({ hospitalId, timeZone, className }: ClaimedOffersScreenProps) {
  const { session } = useApi();
  const hospital = hospitalId ?? session.getReferenceId();
  const query = useClaimedOffers(hospital);
  return (
    <ClaimedOffers
      className={className}
      rows={query.data ?? []}
      loading={query.isPending && query.fetchStatus !== 'idle'}
      error={query.isError || !hospital}
      onRetry={() => {
        void query.refetch();
      }}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}
