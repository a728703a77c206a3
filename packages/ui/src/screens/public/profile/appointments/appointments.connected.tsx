import {
  APPOINTMENT_SLIP_FILENAME,
  type PatientAppointment,
  useCancelAppointment,
  useDeletePatientAppointment,
  useDownloadAppointmentSlip,
  usePatientAppointments,
  useVerifyHospitalCode,
} from '@aafiya/api-client';
import { toast } from '../../../../components/toaster';
import { useLocale } from '../../../../i18n/locale-context';
import { useTranslation } from '../../../../i18n/use-translation';
import { saveFile } from '../../../hospital/lab-reports/save-file';
import { Appointments } from './appointments';

export interface AppointmentsTabProps {
  /** The signed-in patient (the session's referenceId). */
  patientId: string;
  /**
   * His points changed (the stored user already has them): +20 after a
   * verified code, −20 after a cancel that took them back (002 §4). The app
   * refreshes what shows the balance (e.g. `useStoredUserUpdate()`).
   */
  onPointsChange?: (points: number) => void;
  /** Saves "Appointment Slip.pdf". Default: a download. */
  saveDownload?: (blob: Blob, filename: string) => void;
  /** The report page of a past appointment. Default `/patient-report/{id}`. */
  reportHref?: (appointmentId: string) => string;
  /** Default: the browser's time zone. */
  timeZone?: string;
  className?: string;
}

/**
 * The Appointments tab on the API: upcoming and history from the profile
 * (`GET /patients/profile/{id}`); cancel (`DELETE /appointments/cancel/{id}`,
 * the booking page's call: 20 points taken back when the answer's newPatient
 * is set), delete a past one (`DELETE /appointments/{id}/{patientId}`), "Get
 * Points" (`POST /hospitalCodes/verifyCode`) and the slip (`GET
 * /slots/appointmentSlip/{id}`), with the spec's toasts (002 §8). After a
 * cancel or delete the profile is fetched again (no page reload).
 */
export function AppointmentsTab({
  patientId,
  onPointsChange,
  saveDownload = saveFile,
  reportHref,
  timeZone,
  className,
}: AppointmentsTabProps) {
  const { t } = useTranslation('patientCare');
  const { locale } = useLocale();
  const appointments = usePatientAppointments(patientId);
  const cancel = useCancelAppointment();
  const remove = useDeletePatientAppointment(patientId);
  const verify = useVerifyHospitalCode();
  const slip = useDownloadAppointmentSlip();

  async function cancelAppointment(appointment: PatientAppointment) {
    try {
      const result = await cancel.mutateAsync(appointment.id);
      if (result.pointsTaken) onPointsChange?.(result.points);
    } catch (error) {
      toast.error(t('appointmentCancelFailed'));
      throw error;
    }
    toast.success(t('appointmentCancelled'));
  }

  async function deleteAppointment(appointment: PatientAppointment) {
    try {
      await remove.mutateAsync(appointment.id);
    } catch (error) {
      toast.error(t('appointmentDeleteFailed'));
      throw error;
    }
    toast.success(t('appointment_delete_successfully'));
  }

  async function verifyCode(appointment: PatientAppointment, code: string) {
    try {
      const award = await verify.mutateAsync({ slotId: appointment.slotId, code, patientId });
      onPointsChange?.(award.balance);
    } catch (error) {
      toast.error(t('codeInvalid'));
      throw error;
    }
    toast.success(t('pointsReceived'));
  }

  function downloadSlip(appointment: PatientAppointment) {
    slip.mutate(
      { appointmentId: appointment.id, lang: locale === 'ar' ? 'ar' : 'en' },
      {
        onSuccess: (blob) => {
          saveDownload(blob, APPOINTMENT_SLIP_FILENAME);
        },
        onError: () => {
          toast.error(t('slipFailed'));
        },
      },
    );
  }

  return (
    <Appointments
      className={className}
      upcoming={appointments.data?.upcoming ?? []}
      history={appointments.data?.history ?? []}
      loading={appointments.isPending && appointments.fetchStatus !== 'idle'}
      error={appointments.isError}
      onRetry={() => {
        void appointments.refetch();
      }}
      onCancel={cancelAppointment}
      onDelete={deleteAppointment}
      onVerifyCode={verifyCode}
      onDownloadSlip={downloadSlip}
      downloadingSlipId={slip.isPending ? slip.variables.appointmentId : null}
      reportHref={reportHref}
      timeZone={timeZone}
    />
  );
}
