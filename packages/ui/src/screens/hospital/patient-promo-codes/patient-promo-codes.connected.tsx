import { usePatientPromoCodes } from '@aafiya/api-client';
import { useState } from 'react';
import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { PatientPromoCodes } from './patient-promo-codes';

export interface PatientPromoCodesScreenProps {
  /** Default: the browser's time zone. */
  timeZone?: string;
  className?: string;
}

/**
 * The Patient Promo Code page on the API: `GET /hospitalCodes/getHospitalCodes`
 * (the server answers the signed-in hospital's codes); the Emirates ID search
 * runs in the browser over the loaded list.
 */
export function PatientPromoCodesScreen({ timeZone, className }: PatientPromoCodesScreenProps) {
  const query = usePatientPromoCodes();
  const [search, setSearch] = useState('');
  return (
    <PatientPromoCodes
      className={className}
      rows={query.data ?? []}
      search={search}
      onSearchChange={setSearch}
      loading={query.isPending}
      error={query.isError}
      onRetry={() => {
        void query.refetch();
      }}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}
