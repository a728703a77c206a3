import { emiratesIdDigits, useDispensedPrescriptions } from '@aafiya/api-client';
import { useState } from 'react';
import { localTimeZone } from '../../../lib/day-key';
import { useDebouncedValue } from '../../hospital/appointments/use-debounced-value';
import { DispensedPrescriptions } from './dispensed-prescriptions';

export interface DispensedPrescriptionsScreenProps {
  /** Default: the browser's time zone. */
  timeZone?: string;
  className?: string;
}

/**
 * The dispensed list on the API: `GET /pharmacyPrescriptions?page=&emiratesId=` (the server lists only what the
 * calling pharmacy dispensed); the Emirates ID's digits are asked 300 ms after typing stops, from page 0.
 */
export function DispensedPrescriptionsScreen({ timeZone, className }: DispensedPrescriptionsScreenProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const digits = useDebouncedValue(emiratesIdDigits(search));
  const query = useDispensedPrescriptions(page, digits);
  return (
    <DispensedPrescriptions
      className={className}
      rows={query.data?.prescriptions ?? []}
      page={query.data?.page ?? page}
      pageCount={query.data?.pageCount ?? 0}
      onPageChange={setPage}
      search={search}
      onSearchChange={(text) => {
        setSearch(text);
        setPage(0);
      }}
      loading={query.isPending}
      error={query.isError}
      onRetry={() => {
        void query.refetch();
      }}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}
