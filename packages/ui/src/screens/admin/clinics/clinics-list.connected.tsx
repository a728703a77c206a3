import { useClinics } from '@aafiya/api-client';
import { ClinicsList } from './clinics-list';

export interface ClinicsListScreenProps {
  className?: string;
}

/** /admin/clinics on the API: `GET /hospitals` (every approved hospital). */
export function ClinicsListScreen({ className }: ClinicsListScreenProps) {
  const query = useClinics();
  return (
    <ClinicsList
      className={className}
      clinics={query.data ?? []}
      loading={query.isPending}
      error={query.isError}
      onRetry={() => {
        void query.refetch();
      }}
    />
  );
}
