import { useApi, useLaboratoryLabRequests } from '@aafiya/api-client';
import { useState } from 'react';
import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { useLabReportDownload } from '../../shared/lab-results/use-lab-report-download';
import { saveFile } from '../../hospital/lab-reports/save-file';
import { LabResultRecords } from './lab-result-records';

export interface LabResultRecordsScreenProps {
  /** Default: the signed-in laboratory (the session's referenceId). */
  laboratoryId?: string;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** Where a downloaded report goes (default: saved as a file). */
  onReportDownloaded?: (blob: Blob, filename: string) => void;
  className?: string;
}

/**
 * /laboratory/lab-result-records on the API: pages of
 * `GET /labRequests/{laboratoryId}?page=&status=completed`; a Report link
 * fetches the PDF with the user's token (`GET /labRequests/report/{id}/{fileId}`)
 * and saves it, a failure toasts the server's message (as the doctor's and
 * the hospital's screens do).
 */
export function LabResultRecordsScreen({
  laboratoryId,
  timeZone,
  onReportDownloaded = saveFile,
  className,
}: LabResultRecordsScreenProps) {
  const { session } = useApi();
  const id = laboratoryId ?? session.getReferenceId() ?? '';
  const [page, setPage] = useState(0);
  const query = useLaboratoryLabRequests(id, 'completed', page);
  const download = useLabReportDownload(onReportDownloaded);
  return (
    <LabResultRecords
      className={className}
      requests={query.data?.requests ?? []}
      page={query.data?.page ?? page}
      pageCount={query.data?.pageCount ?? 0}
      loading={query.isPending && query.fetchStatus !== 'idle'}
      error={query.isError || id === ''}
      onPageChange={setPage}
      onRetry={() => void query.refetch()}
      onDownloadReport={download.onDownloadReport}
      downloading={download.downloading}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}
