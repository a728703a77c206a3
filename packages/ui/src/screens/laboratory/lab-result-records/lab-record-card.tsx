import type { LabReportFile, LaboratoryLabRequest } from '@aafiya/api-client';
import { Card } from '../../../components/card';
import { DataTable } from '../../../components/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { useLabResultColumns } from '../../shared/lab-results/lab-result-columns';
import { LabRequestSummary } from '../lab-request-summary';
import { CutText } from './cut-text-view';

export interface LabRecordCardProps {
  request: LaboratoryLabRequest;
  onDownloadReport: (file: LabReportFile, test: string) => void;
  downloading?: LabReportFile | null | undefined;
  timeZone: string;
}

const cut = (text: string) => <CutText text={text} />;

/**
 * A completed request of the laboratory's records (001 §2): the patient, the
 * date and the doctor, then each test with its result and reference range (cut
 * at 30 characters with an ellipsis) and its PDF report to download, or "Not
 * Available".
 */
export function LabRecordCard({ request, onDownloadReport, downloading, timeZone }: LabRecordCardProps) {
  const { t } = useTranslation('hospitalRecords');
  const columns = useLabResultColumns({ onDownloadReport, downloading, renderText: cut });
  return (
    <Card data-slot="lab-record-card" className="h-full gap-4 px-5">
      <LabRequestSummary request={request} timeZone={timeZone} />
      <DataTable
        caption={t('resultsTitle', { patient: request.patientName })}
        hideCaption
        columns={columns}
        data={request.results}
        getRowId={(line, index) => `${String(index)}-${line.test}`}
      />
    </Card>
  );
}
