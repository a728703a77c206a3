import type { LabReportFile, PreviousVisit } from '@aafiya/api-client';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDisplayDate } from '../../../../components/date-fields';
import { dayKeyOf } from '../../../../components/slot-calendar/zoned-time';
import { StatusBadge } from '../../../../components/status-badge';
import { UserTextIn } from '../../../../components/user-text';
import { StaffAlert } from '../../../hospital/staff/staff-alert';
import { LabResultsTable } from '../shared/lab-results-table';
import { PaperDialog, type PaperDialogControl } from '../shared/paper-dialog';
import { PaperCloseFooter } from '../shared/paper-form-footer';
import { PaperLoadError, PaperLoading, type PaperStatus } from '../shared/paper-states';
import { VisitCard } from './visit-card';
import { VisitPages } from './visit-pages';

export interface PreviousLabResultsDialogViewProps extends PaperDialogControl {
  status: PaperStatus;
  onRetry?: () => void;
  /** The patient's earlier treated appointments, latest first (those without a lab request are left out). */
  visits: readonly PreviousVisit[];
  /** A test's Download Report link. */
  onDownloadReport: (file: LabReportFile, test: string) => void;
  downloading?: LabReportFile | null;
  /** Why the last download failed (shown in the modal as well as in the app's toast). */
  downloadError?: string | null;
  /** The browser's time zone, for the appointments' dates and times. */
  timeZone: string;
}

/**
 * The "Previous Lab Results" modal's view (001 §2): the lab tests of the
 * patient's earlier treated appointments, latest first, each with its
 * result, reference range and a "Download Report" link when the laboratory
 * attached a file, else "Not Available"; five appointments to a page. Ours:
 * the empty state "No previous lab results found".
 */
export function PreviousLabResultsDialogView({
  open,
  onOpenChange,
  status,
  onRetry,
  visits,
  onDownloadReport,
  downloading,
  downloadError,
  timeZone,
}: PreviousLabResultsDialogViewProps) {
  const { t } = useTranslation('clinicalPapers');
  const withResults = visits.filter((visit) => visit.labRequest !== undefined);
  return (
    <PaperDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('previousLabResultsTitle')}
      description={t('previousDescription')}
      size="lg"
      slot="previous-lab-results-dialog"
    >
      {status === 'loading' && <PaperLoading />}
      {status === 'error' && <PaperLoadError message={t('previousLoadFailed')} onRetry={onRetry} />}
      {status === 'ready' && (
        <VisitPages items={withResults} emptyText={t('noPreviousLabResults')} getKey={(visit) => visit.id}>
          {(visit) =>
            visit.labRequest && (
              <VisitCard visit={visit} timeZone={timeZone}>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <StatusBadge kind="labRequest" status={visit.labRequest.status} />
                  <span>
                    <UserTextIn
                      text={(laboratory) => t('laboratoryName', { laboratory })}
                      value={visit.labRequest.laboratory}
                    />
                  </span>
                </div>
                <LabResultsTable
                  caption={t('labResultsOf', { date: formatDisplayDate(dayKeyOf(visit.from, timeZone)) })}
                  results={visit.labRequest.results}
                  completed={visit.labRequest.completed}
                  onDownloadReport={onDownloadReport}
                  downloading={downloading}
                />
              </VisitCard>
            )
          }
        </VisitPages>
      )}
      {downloadError && <StaffAlert>{downloadError}</StaffAlert>}
      <PaperCloseFooter />
    </PaperDialog>
  );
}
