import type { AppointmentLabRequest, LabReportFile } from '@aafiya/api-client';
import { Lock } from 'lucide-react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDisplayDate } from '../../../../components/date-fields';
import { dayKeyOf } from '../../../../components/slot-calendar/zoned-time';
import { StatusBadge } from '../../../../components/status-badge';
import { UserTextIn } from '../../../../components/user-text';
import { StaffAlert } from '../../../hospital/staff/staff-alert';
import { LabResultsTable } from '../shared/lab-results-table';
import { PaperCloseFooter } from '../shared/paper-form-footer';

export interface CompletedLabRequestProps {
  labRequest: AppointmentLabRequest;
  timeZone: string;
  onDownloadReport: (file: LabReportFile, test: string) => void;
  downloading?: LabReportFile | null;
  /** Why the last report download failed (shown here as well as in the app's toast). */
  downloadError?: string | null;
}

/**
 * A request the laboratory has answered: it can no longer be changed (the
 * server answers 409), so the modal shows it read-only with its results.
 */
export function CompletedLabRequest({
  labRequest,
  timeZone,
  onDownloadReport,
  downloading,
  downloadError,
}: CompletedLabRequestProps) {
  const { t } = useTranslation('clinicalPapers');
  const date = labRequest.date ? formatDisplayDate(dayKeyOf(labRequest.date, timeZone)) : '';
  return (
    <>
      <p className="flex items-start gap-2 rounded-md border border-border bg-surface-muted p-3 text-sm">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-foreground-muted" />
        {t('labRequestCompleted')}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge kind="labRequest" status={labRequest.status} />
        <span>
          <UserTextIn text={(laboratory) => t('requestedOn', { date, laboratory })} value={labRequest.laboratory} />
        </span>
      </div>
      <LabResultsTable
        caption={t('labRequestTitle')}
        results={labRequest.results}
        completed
        onDownloadReport={onDownloadReport}
        downloading={downloading}
      />
      {downloadError && <StaffAlert>{downloadError}</StaffAlert>}
      <PaperCloseFooter />
    </>
  );
}
