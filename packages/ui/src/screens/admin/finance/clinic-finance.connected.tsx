import { useHospitalFinance } from '@aafiya/api-client';
import { useMemo } from 'react';
import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { FinanceReport } from './finance-report';
import { type FinanceReportSaver, useFinanceReport } from './use-finance-report';

export interface ClinicFinanceScreenProps {
  /** The route's hospital id (/admin/clinic/{id}). */
  hospitalId: string;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** Where the downloaded report goes. Default: saved as "Appointment Slip.pdf". */
  onReportDownloaded?: FinanceReportSaver;
  className?: string;
}

/**
 * /admin/clinic/{id} on the API: the hospital's name (`GET
 * /hospitals/finance/{id}`), its statistics (`POST
 * /hospitals/finance/statistics`) and report (`POST /hospitals/finance/report`)
 * between two days.
 */
export function ClinicFinanceScreen({ hospitalId, timeZone, onReportDownloaded, className }: ClinicFinanceScreenProps) {
  const hospital = useHospitalFinance(hospitalId);
  const scope = useMemo(() => ({ kind: 'clinic' as const, hospitalId }), [hospitalId]);
  const report = useFinanceReport(scope, onReportDownloaded);
  return (
    <FinanceReport
      {...report}
      className={className}
      scope="clinic"
      hospitalName={hospital.data?.name}
      // An id the server does not know answers an empty list: the hospital is not there either.
      hospitalError={hospital.isError || hospital.data === null}
      onRetryHospital={() => {
        void hospital.refetch();
      }}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}
