import { useApi, useLabReports } from '@aafiya/api-client';
import { useState } from 'react';
import { dayKeyOf, localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { useLabReportDownload } from '../../shared/lab-results/use-lab-report-download';
import { LabReports } from './lab-reports';
import { saveFile } from './save-file';

export interface LabReportsScreenProps {
  /** Default: the signed-in hospital (the session's referenceId, 000 §6). */
  hospitalId?: string;
  /** The present moment (fixed in stories and tests): the default day. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** Where a downloaded report goes (default: saved as a file). */
  onReportDownloaded?: (blob: Blob, filename: string) => void;
  className?: string;
}

/**
 * The Laboratory Reports page on the API: `POST /labRequests/getLabRequests`
 * with the hospital id and the day (today by default); a Report link fetches
 * the PDF with the user's token (`GET /labRequests/report/{id}/{fileId}`) and
 * saves it; a failure shows the server's message.
 */
export function LabReportsScreen({
  hospitalId,
  now,
  timeZone,
  onReportDownloaded = saveFile,
  className,
}: LabReportsScreenProps) {
  const { session } = useApi();
  const hospital = hospitalId ?? session.getReferenceId();
  const zone = timeZone ?? localTimeZone();
  const [date, setDate] = useState<string | null>(() => dayKeyOf(now ?? new Date(), zone));
  const query = useLabReports(hospital, date);
  const download = useLabReportDownload(onReportDownloaded);

  return (
    <LabReports
      className={className}
      date={date}
      onDateChange={setDate}
      rows={date === null ? [] : (query.data ?? [])}
      loading={date !== null && query.isPending && query.fetchStatus !== 'idle'}
      error={query.isError || !hospital}
      onRetry={() => {
        void query.refetch();
      }}
      {...download}
      timeZone={zone}
    />
  );
}
