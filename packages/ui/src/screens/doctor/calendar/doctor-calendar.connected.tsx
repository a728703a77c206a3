import { useApi, useDoctor } from '@aafiya/api-client';
import { DeferredProviderSchedule } from '../../hospital/provider-schedule/provider-schedule-deferred';
import { DoctorCalendar } from './doctor-calendar';

export interface DoctorCalendarScreenProps {
  /** The present moment (fixed in stories and tests). Default: the real now. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** A day ('YYYY-MM-DD') of the month shown first. Default: this month. */
  defaultMonth?: string;
  className?: string;
}

/**
 * The signed-in doctor's calendar: his record (GET /doctors/{id}, his
 * referenceId) names his hospital, which new slots need; then his slots month
 * by month, Create Slots, "Delete Slot?" and Appointment Details as the
 * hospital's schedule has them (001 §2, §4, §5, §8 "Slots").
 */
export function DoctorCalendarScreen({ now, timeZone, defaultMonth, className }: DoctorCalendarScreenProps) {
  const doctorId = useApi().session.getReferenceId() ?? '';
  const doctor = useDoctor(doctorId);
  const hospitalId = doctor.data?.hospital?.id;
  return (
    <DoctorCalendar className={className}>
      <DeferredProviderSchedule
        provider={hospitalId ? { kind: 'doctor', doctorId, hospitalId } : undefined}
        recordError={doctor.isError}
        onRetry={() => {
          void doctor.refetch();
        }}
        now={now}
        timeZone={timeZone}
        defaultMonth={defaultMonth}
      />
    </DoctorCalendar>
  );
}
