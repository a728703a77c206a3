import { useApi, useDoctorAppointments, useEndTreatment, useOwnDoctorProfile } from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { toast } from '../../../components/toaster';
import { DoctorAppointments } from './doctor-appointments';

export interface DoctorAppointmentsScreenProps {
  /**
   * Start Treatment: the app goes to the diagnosis,
   * /doctors/patient-info/{patientId}/{appointmentId}.
   */
  onStartTreatment: (patientId: string, appointmentId: string) => void;
  /** Default: the signed-in doctor (the session's referenceId). */
  doctorId?: string;
  /** Default: the browser's time zone. */
  timeZone?: string;
  className?: string;
}

/**
 * The doctor's Appointments on the API: the doctor's record for the banner
 * (`GET /doctors/{id}`, the cache entry the profile screen shares), a page of `GET /appointments/doctorAppointments/{id}?page=`,
 * and End Treatment (`PUT /appointments/{id}` `{ status: 'TAKEN' }`) with its
 * toasts ("Treatment ended successfully!" / "Failed to end treatment. Please
 * try again."); after it the list is fetched again, so the row reads TAKEN
 * (001: "the doctor goes back to the appointments list": he is on it).
 */
export function DoctorAppointmentsScreen({
  onStartTreatment,
  doctorId,
  timeZone,
  className,
}: DoctorAppointmentsScreenProps) {
  const { t } = useTranslation('doctor');
  const { session } = useApi();
  const id = doctorId ?? session.getReferenceId() ?? '';
  const [page, setPage] = useState(0);
  const doctor = useOwnDoctorProfile(id || null);
  const appointments = useDoctorAppointments(id, page);
  const endTreatment = useEndTreatment();

  return (
    <DoctorAppointments
      className={className}
      doctor={doctor.data && { name: doctor.data.name, image: doctor.data.image }}
      doctorLoading={doctor.isPending && id !== ''}
      rows={appointments.data?.rows ?? []}
      page={appointments.data?.page ?? page}
      pageCount={appointments.data?.pageCount ?? 0}
      onPageChange={setPage}
      loading={appointments.isPending && id !== ''}
      error={appointments.isError || id === ''}
      onRetry={() => {
        void appointments.refetch();
      }}
      onStartTreatment={onStartTreatment}
      onEndTreatment={async (appointmentId) => {
        try {
          await endTreatment.mutateAsync(appointmentId);
        } catch (error) {
          toast.error(t('appointmentsEndTreatmentFailed'));
          throw error;
        }
        toast.success(t('appointmentsTreatmentEnded'));
      }}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}
