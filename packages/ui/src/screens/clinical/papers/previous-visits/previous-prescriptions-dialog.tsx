import type { PreviousVisit } from '@aafiya/api-client';
import { useTranslation } from '../../../../i18n/use-translation';
import { PaperDialog, type PaperDialogControl } from '../shared/paper-dialog';
import { PaperCloseFooter } from '../shared/paper-form-footer';
import { PaperLoadError, PaperLoading, type PaperStatus } from '../shared/paper-states';
import { VisitCard } from './visit-card';
import { VisitPages } from './visit-pages';
import { DoctorReportPart, NurseReportPart } from './visit-reports';

export interface PreviousPrescriptionsDialogViewProps extends PaperDialogControl {
  status: PaperStatus;
  onRetry?: () => void;
  /** The patient's earlier treated appointments, latest first. */
  visits: readonly PreviousVisit[];
  /** The browser's time zone, for the appointments' dates and times. */
  timeZone: string;
}

/**
 * The "Previous Prescriptions" modal's view (001 §2): the patient's earlier
 * appointments with status taken, latest first, each with its date, its
 * doctor report (treatment type, description, medicines with dosage and
 * days, surgery) and its nurse report (vitals), five to a page. Ours: the
 * empty state "No previous prescriptions found".
 */
export function PreviousPrescriptionsDialogView({
  open,
  onOpenChange,
  status,
  onRetry,
  visits,
  timeZone,
}: PreviousPrescriptionsDialogViewProps) {
  const { t } = useTranslation('clinicalPapers');
  return (
    <PaperDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('previousPrescriptionsTitle')}
      description={t('previousDescription')}
      size="lg"
      slot="previous-prescriptions-dialog"
    >
      {status === 'loading' && <PaperLoading />}
      {status === 'error' && <PaperLoadError message={t('previousLoadFailed')} onRetry={onRetry} />}
      {status === 'ready' && (
        <VisitPages items={visits} emptyText={t('noPreviousPrescriptions')} getKey={(visit) => visit.id}>
          {(visit) => (
            <VisitCard visit={visit} timeZone={timeZone}>
              <DoctorReportPart report={visit.doctorReport} />
              <NurseReportPart report={visit.nurseReport} />
            </VisitCard>
          )}
        </VisitPages>
      )}
      <PaperCloseFooter />
    </PaperDialog>
  );
}
