import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { FinanceReport } from './finance-report';
import { type FinanceReportSaver, useFinanceReport } from './use-finance-report';

export interface PcrFinanceScreenProps {
  /**
   * The route's startDate (/admin/pcr/{startDate}). "See Reports" opens it as
   * "report"; a day ('YYYY-MM-DD') fills the Start Date in (our choice: the
   * specification does not say what it holds).
   */
  startDate?: string;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** Where the downloaded report goes. Default: saved as "Appointment Slip.pdf". */
  onReportDownloaded?: FinanceReportSaver;
  className?: string;
}

const pcrScope = { kind: 'pcr' } as const;
const isDay = (value: string | undefined): value is string => value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * /admin/pcr/{startDate} on the API: every PCR test's statistics (`POST
 * /hospitals/finance/pcr/statistics`) and report (`POST
 * /hospitals/finance/pcr/report`) between two days.
 */
export function PcrFinanceScreen({ startDate, timeZone, onReportDownloaded, className }: PcrFinanceScreenProps) {
  const report = useFinanceReport(pcrScope, onReportDownloaded);
  return (
    <FinanceReport
      {...report}
      className={className}
      scope="pcr"
      defaultPeriod={{ fromDate: isDay(startDate) ? startDate : null, toDate: null }}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}
