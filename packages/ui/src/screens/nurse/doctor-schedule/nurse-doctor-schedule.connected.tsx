import { useDoctor } from '@aafiya/api-client';
import { useLocale } from '../../../i18n';
import { DeferredProviderSchedule } from '../../hospital/provider-schedule/provider-schedule-deferred';
import { NurseDoctorSchedule } from './nurse-doctor-schedule';

export interface NurseDoctorScheduleScreenProps {
  /** The `{doctorId}` of /nurse/schedule/{doctorId}. */
  doctorId: string;
  /** The back link's target. Default: '/nurse/doctor-schedule'. */
  backHref?: string;
  /** The present moment (fixed in stories and tests). Default: the real now. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** A day ('YYYY-MM-DD') of the month shown first. Default: this month. */
  defaultMonth?: string;
  className?: string;
}

/**
 * A doctor's calendar opened by a nurse: his record (`GET /doctors/{id}`)
 * gives his name and hospital; then the hospital's provider schedule for him,
 * where she creates slots (`POST /slots` with his doctorId) and deletes free
 * ones ("Delete Slot?", `DELETE /slots/delete/{id}`), with the spec's toasts.
 */
export function NurseDoctorScheduleScreen({
  doctorId,
  backHref = '/nurse/doctor-schedule',
  now,
  timeZone,
  defaultMonth,
  className,
}: NurseDoctorScheduleScreenProps) {
  const doctor = useDoctor(doctorId, useLocale().locale);
  const hospitalId = doctor.data?.hospital?.id;
  return (
    <NurseDoctorSchedule className={className} doctorName={doctor.data?.name} backHref={backHref}>
      <DeferredProviderSchedule
        provider={hospitalId ? { kind: 'doctor', doctorId, hospitalId } : undefined}
        recordError={doctor.isError || (doctor.isSuccess && !hospitalId)}
        onRetry={() => {
          void doctor.refetch();
        }}
        now={now}
        timeZone={timeZone}
        defaultMonth={defaultMonth}
      />
    </NurseDoctorSchedule>
  );
}
