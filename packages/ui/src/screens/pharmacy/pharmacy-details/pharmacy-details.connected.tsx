import { useApi, usePharmacyDetails } from '@aafiya/api-client';
import { PharmacyDetails } from './pharmacy-details';

export interface PharmacyDetailsScreenProps {
  /** Default: the signed-in pharmacy (the session's referenceId). */
  pharmacyId?: string;
  className?: string;
}

/** Branch Details on the API: `GET /pharmacies/{id}` with the pharmacy's referenceId. */
export function PharmacyDetailsScreen({ pharmacyId, className }: PharmacyDetailsScreenProps) {
  const { session } = useApi();
  const id = pharmacyId ?? session.getReferenceId() ?? '';
  const query = usePharmacyDetails(id);
  return (
    <PharmacyDetails
      className={className}
      {...(query.data ? { pharmacy: query.data } : {})}
      loading={id !== '' && query.isPending}
      error={id === '' || query.isError}
      onRetry={() => {
        void query.refetch();
      }}
    />
  );
}
