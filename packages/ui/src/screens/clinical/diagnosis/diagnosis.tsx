import type {
  DiagnosisAppointment,
  DiagnosisPatient,
  DoctorReportValues,
  DoctorReportView,
  NurseReportValues,
  NurseReportView,
} from '@aafiya/api-client';
import { ArrowLeft, CalendarX } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { cn } from '../../../lib/cn';
import { LoadAlert } from '../../hospital/doctor-info/profile-parts';
import { AppointmentCard, AppointmentCardSkeleton } from './appointment-card';
import { DiagnosisActions, type DiagnosisDialog, type DiagnosisViewer } from './diagnosis-actions';
import { DoctorDiagnosis, NurseDiagnosis, type ReportState } from './diagnosis-sections';
import { PatientCard, PatientCardSkeleton } from './patient-card';

/** Where the screen is: its patient and appointment loading, failed, not this patient's, or shown. */
export type DiagnosisStatus = 'loading' | 'error' | 'notFound' | 'ready';

export interface DiagnosisProps {
  /** The doctor edits the Doctor Diagnosis and reads the Nurse Diagnosis; the nurse the other way round (001 §6). */
  viewer: DiagnosisViewer;
  status: DiagnosisStatus;
  /** Shown when `status` is 'ready'. */
  patient?: DiagnosisPatient | undefined;
  appointment?: DiagnosisAppointment | undefined;
  /** Why the screen could not be loaded (the server's message); a generic text when not given. */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  nurseReport: ReportState<NurseReportView>;
  onRetryNurseReport?: (() => void) | undefined;
  /** The nurse's save of the Nurse Diagnosis (nurse viewer). */
  onSaveNurseReport?: ((values: NurseReportValues) => void) | undefined;
  savingNurseReport?: boolean | undefined;
  doctorReport: ReportState<DoctorReportView>;
  onRetryDoctorReport?: (() => void) | undefined;
  /** The doctor's save of the Doctor Diagnosis (doctor viewer). */
  onSaveDoctorReport?: ((values: DoctorReportValues) => void) | undefined;
  savingDoctorReport?: boolean | undefined;
  /** A button of the screen's modals was pressed; the connected screen opens that modal. */
  onOpenDialog: (dialog: DiagnosisDialog) => void;
  /** The way back (e.g. to the appointments); no Back button without it. */
  onBack?: (() => void) | undefined;
  /** Where the appointment's date and time are shown. Default: the browser's time zone. */
  timeZone?: string | undefined;
  className?: string | undefined;
}

/**
 * The diagnosis screen (001 §2 "Diagnosis screen"), shared by doctors
 * (/doctors/patient-info/{id}/{appointmentId}) and nurses
 * (/nurse/patient-info/{id}/{appointmentId}): the patient card, the
 * appointment, the buttons of the modals (previous prescriptions and lab
 * results; for a doctor also sick leave, lab request and QR prescription),
 * the Nurse Diagnosis and the Doctor Diagnosis, each editable only by its
 * own viewer. While loading, every part has its final size.
 */
export function Diagnosis({
  viewer,
  status,
  patient,
  appointment,
  error,
  onRetry,
  nurseReport,
  onRetryNurseReport,
  onSaveNurseReport,
  savingNurseReport,
  doctorReport,
  onRetryDoctorReport,
  onSaveDoctorReport,
  savingDoctorReport,
  onOpenDialog,
  onBack,
  timeZone,
  className,
}: DiagnosisProps) {
  const { t } = useTranslation('diagnosis');
  const shown = status === 'ready' && patient && appointment;
  const loading = status === 'loading';
  const loadingReport = { status: 'loading' } as const;
  return (
    <article
      data-slot="diagnosis"
      aria-busy={loading || undefined}
      className={cn('@container flex w-full flex-col gap-6', className)}
    >
      <header className="flex flex-wrap items-center gap-3">
        {onBack && (
          <Button variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {t('back')}
          </Button>
        )}
        <h1 className="text-2xl font-semibold text-foreground">{t('title')}</h1>
        {loading && (
          <span role="status" className="sr-only">
            {t('loading')}
          </span>
        )}
      </header>
      {status === 'error' ? (
        <LoadAlert onRetry={onRetry}>{error || t('loadError')}</LoadAlert>
      ) : status === 'notFound' || (status === 'ready' && !shown) ? (
        <EmptyState title={t('notFound')} description={t('notFoundDescription')} icon={<CalendarX />} />
      ) : (
        <>
          <div className="grid items-start gap-6 @4xl:grid-cols-2">
            {shown ? <PatientCard patient={patient} /> : <PatientCardSkeleton />}
            {shown ? (
              <AppointmentCard appointment={appointment} timeZone={timeZone ?? localTimeZone()} />
            ) : (
              <AppointmentCardSkeleton />
            )}
          </div>
          <DiagnosisActions viewer={viewer} onOpenDialog={onOpenDialog} disabled={loading} />
          <div className="grid items-start gap-6 @5xl:grid-cols-2">
            <NurseDiagnosis
              viewer={viewer}
              state={shown ? nurseReport : loadingReport}
              onRetry={onRetryNurseReport}
              onSave={onSaveNurseReport}
              saving={savingNurseReport}
            />
            <DoctorDiagnosis
              viewer={viewer}
              state={shown ? doctorReport : loadingReport}
              onRetry={onRetryDoctorReport}
              onSave={onSaveDoctorReport}
              saving={savingDoctorReport}
            />
          </div>
        </>
      )}
    </article>
  );
}
