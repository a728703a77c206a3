import type { DoctorReportValues, DoctorReportView, NurseReportValues, NurseReportView } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { DetailListSkeleton } from './detail-list';
import type { DiagnosisViewer } from './diagnosis-actions';
import { DiagnosisCard } from './diagnosis-card';
import { DoctorReportForm } from './doctor-report-form';
import { DoctorReportSummary } from './doctor-report-summary';
import { DoctorReportFormSkeleton, NurseReportFormSkeleton } from './form-skeletons';
import { NurseReportForm } from './nurse-report-form';
import { NurseReportSummary, NurseReportSummarySkeleton } from './nurse-report-summary';
import { LoadAlert } from '../../hospital/doctor-info/profile-parts';

/** An appointment's report as the screen has it: loading, failed, or loaded (null when there is none yet). */
export type ReportState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; report: T | null };

interface SectionProps<T, V> {
  viewer: DiagnosisViewer;
  state: ReportState<T>;
  onRetry?: (() => void) | undefined;
  /** Saves the form (the viewer whose section it is). */
  onSave?: ((values: V) => void) | undefined;
  saving?: boolean | undefined;
}

/**
 * The Nurse Diagnosis: the nurse report form, editable for a nurse and
 * read-only for a doctor (001 §2, §6). Once a new report is saved the form
 * stays as it is (focus too) and its button becomes Update Report.
 */
export function NurseDiagnosis({
  viewer,
  state,
  onRetry,
  onSave,
  saving,
}: SectionProps<NurseReportView, NurseReportValues>) {
  const { t } = useTranslation('diagnosis');
  const editable = viewer === 'nurse';
  return (
    <DiagnosisCard title={t('nurseDiagnosis')} busy={state.status === 'loading'} data-slot="nurse-diagnosis">
      {state.status === 'loading' ? (
        editable ? (
          <NurseReportFormSkeleton />
        ) : (
          <NurseReportSummarySkeleton />
        )
      ) : state.status === 'error' ? (
        <LoadAlert onRetry={onRetry}>{t('nurseReportLoadError')}</LoadAlert>
      ) : editable ? (
        <NurseReportForm report={state.report} pending={saving} onSubmit={(values) => onSave?.(values)} />
      ) : (
        <NurseReportSummary report={state.report} />
      )}
    </DiagnosisCard>
  );
}

/**
 * The Doctor Diagnosis: the doctor report form, editable for a doctor and
 * read-only for a nurse (001 §2, §6), prefilled from the appointment's report.
 */
export function DoctorDiagnosis({
  viewer,
  state,
  onRetry,
  onSave,
  saving,
}: SectionProps<DoctorReportView, DoctorReportValues>) {
  const { t } = useTranslation('diagnosis');
  const editable = viewer === 'doctor';
  return (
    <DiagnosisCard title={t('doctorDiagnosis')} busy={state.status === 'loading'} data-slot="doctor-diagnosis">
      {state.status === 'loading' ? (
        editable ? (
          <DoctorReportFormSkeleton />
        ) : (
          <DetailListSkeleton labels={[t('treatmentType'), t('requiresSurgery'), t('description'), t('medicines')]} />
        )
      ) : state.status === 'error' ? (
        <LoadAlert onRetry={onRetry}>{t('doctorReportLoadError')}</LoadAlert>
      ) : editable ? (
        <DoctorReportForm report={state.report} pending={saving} onSubmit={(values) => onSave?.(values)} />
      ) : (
        <DoctorReportSummary report={state.report} />
      )}
    </DiagnosisCard>
  );
}
