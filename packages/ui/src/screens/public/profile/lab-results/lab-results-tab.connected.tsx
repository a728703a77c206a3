import { useOwnLabRequests } from '@aafiya/api-client';
import { localTimeZone } from '../../../../components/slot-calendar/zoned-time';
import { saveFile } from '../../../hospital/lab-reports/save-file';
import { useLabReportDownload } from '../../../shared/lab-results/use-lab-report-download';
import { tabStatusOf } from '../tab-status';
import { LabResultsTabView } from './lab-results-tab';

export interface LabResultsTabProps {
  /** The signed-in patient's id. */
  patientId: string;
  /** Time zone of the dates; the browser's by default. */
  timeZone?: string;
  /** Where a downloaded report goes: saved as "{test} report.pdf" by default (stories pass their own). */
  onReportDownloaded?: (blob: Blob, filename: string) => void;
}

/** The Lab Results tab on `GET /patients/labResults/{id}` and the reports' `GET /labRequests/report/{id}/{fileId}`. */
export function LabResultsTab({ patientId, timeZone, onReportDownloaded = saveFile }: LabResultsTabProps) {
  const requests = useOwnLabRequests(patientId);
  const download = useLabReportDownload(onReportDownloaded);
  return (
    <LabResultsTabView
      status={tabStatusOf(requests)}
      requests={requests.data ?? []}
      timeZone={timeZone ?? localTimeZone()}
      {...download}
      onRetry={() => {
        void requests.refetch();
      }}
    />
  );
}
