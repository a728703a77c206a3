import {
  isApiError,
  isNotFound,
  useAppointmentDoctorReport,
  useAppointmentNurseReport,
  useDiagnosisAppointment,
  useDiagnosisPatient,
  useSaveDoctorReport,
  useSaveNurseReport,
} from '@aafiya/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { useLocale } from '../../../i18n';
import { Diagnosis, type DiagnosisStatus } from './diagnosis';
import type { DiagnosisDialog, DiagnosisViewer } from './diagnosis-actions';
import { DiagnosisDialogs } from './diagnosis-dialogs';
import type { ReportState } from './diagnosis-sections';

export interface DiagnosisScreenProps {
  /** The `{id}` of /doctors/patient-info/{id}/{appointmentId} (or the nurse's route). */
  patientId: string;
  /** The `{appointmentId}` of the route. */
  appointmentId: string;
  /** Whose screen it is: the doctor's (Doctor Diagnosis editable) or the nurse's (Nurse Diagnosis editable). */
  viewer: DiagnosisViewer;
  /** The Back button (e.g. to the appointments); none without it. */
  onBack?: () => void;
  /** Default: the browser's time zone. */
  timeZone?: string;
  className?: string;
}

/** The server's message of a failed call, when it sent one (not the client's "Request failed…" or "Network Error"). */
function serverMessageOf(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const message: unknown = 'message' in error.body ? error.body.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The screen's state from its two reads; an appointment of another patient is not found. */
function screenStatus(
  patient: UseQueryResult,
  appointment: UseQueryResult<{ patientId?: string }>,
  patientId: string,
): DiagnosisStatus {
  if (isNotFound(patient.error) || isNotFound(appointment.error)) return 'notFound';
  if (patient.isError || appointment.isError) return 'error';
  if (!patient.data || !appointment.data) return 'loading';
  return appointment.data.patientId === patientId ? 'ready' : 'notFound';
}

function reportState<T>(query: UseQueryResult<T | null>): ReportState<T> {
  if (query.isError) return { status: 'error' };
  return query.isPending ? { status: 'loading' } : { status: 'ready', report: query.data };
}

/**
 * The diagnosis screen on the API: the patient (`GET /patients/profile/{id}`),
 * the appointment (`GET /appointments/{id}`) and its nurse and doctor reports
 * (`GET /nurseReports/appointment/{id}`, `GET /doctorReports/appointment/{id}`,
 * none when they answer 404). Saving the Doctor Diagnosis updates the
 * appointment's report (`PUT /doctorReports/{id}`, "Report Updated
 * Successfully") or creates it (`POST /doctorReports`, "Report Generated
 * Successfully"); a failure shows the server's message, else "An error
 * occurred. Please try again." (001 §8). In the nurse's screen the Nurse
 * Diagnosis saves the same way (`PUT /nurseReports/{id}` or `POST
 * /nurseReports`; the specification gives no toasts for it, so it uses the
 * same ones). One modal is open at a time (`openDialog`): the papers' connected
 * dialogs (../papers), rendered once the appointment is shown.
 */
export function DiagnosisScreen({
  patientId,
  appointmentId,
  viewer,
  onBack,
  timeZone,
  className,
}: DiagnosisScreenProps) {
  const { t } = useTranslation('diagnosis');
  const { locale } = useLocale();
  const patient = useDiagnosisPatient(patientId, locale);
  const appointment = useDiagnosisAppointment(appointmentId);
  const nurseReport = useAppointmentNurseReport(appointmentId);
  const doctorReport = useAppointmentDoctorReport(appointmentId);
  const saveNurseReport = useSaveNurseReport();
  const saveDoctorReport = useSaveDoctorReport();
  const [openDialog, setOpenDialog] = useState<DiagnosisDialog | null>(null);
  const status = screenStatus(patient, appointment, patientId);
  const target = { appointmentId, patientId };
  const toastSaved = ({ created }: { created: boolean }) => {
    toast.success(created ? t('reportGenerated') : t('reportUpdated'));
  };
  const toastFailure = (error: unknown) => {
    toast.error(serverMessageOf(error) ?? t('saveFailed'));
  };
  return (
    <>
      <Diagnosis
        className={className}
        viewer={viewer}
        status={status}
        patient={patient.data}
        appointment={appointment.data}
        error={serverMessageOf(patient.error ?? appointment.error)}
        onRetry={() => {
          if (patient.isError) void patient.refetch();
          if (appointment.isError) void appointment.refetch();
        }}
        nurseReport={reportState(nurseReport)}
        onRetryNurseReport={() => {
          void nurseReport.refetch();
        }}
        onSaveNurseReport={(values) => {
          saveNurseReport.mutate(
            { ...target, values, reportId: nurseReport.data?.id },
            { onSuccess: toastSaved, onError: toastFailure },
          );
        }}
        savingNurseReport={saveNurseReport.isPending}
        doctorReport={reportState(doctorReport)}
        onRetryDoctorReport={() => {
          void doctorReport.refetch();
        }}
        onSaveDoctorReport={(values) => {
          saveDoctorReport.mutate(
            { ...target, values, reportId: doctorReport.data?.id },
            { onSuccess: toastSaved, onError: toastFailure },
          );
        }}
        savingDoctorReport={saveDoctorReport.isPending}
        onOpenDialog={setOpenDialog}
        onBack={onBack}
        timeZone={timeZone}
      />
      {status === 'ready' && (
        <DiagnosisDialogs
          openDialog={openDialog}
          onOpenDialogChange={setOpenDialog}
          appointmentId={appointmentId}
          patientId={patientId}
          hospitalId={appointment.data?.hospitalId}
          timeZone={timeZone}
        />
      )}
    </>
  );
}
