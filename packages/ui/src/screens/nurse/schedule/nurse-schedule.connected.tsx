import { useApi, useOwnNurse } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { MyCalendar } from '../../doctor/calendar/my-calendar';
import { DeferredProviderSchedule } from '../../hospital/provider-schedule/provider-schedule-deferred';

export interface NurseScheduleScreenProps {
  /** The present moment (fixed in stories and tests). Default: the real now. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** A day ('YYYY-MM-DD') of the month shown first. Default: this month. */
  defaultMonth?: string;
  className?: string;
}

/**
 * /nurse/schedule (001 §2): the signed-in nurse's own month calendar. Her
 * record (`GET /nurse/{id}`, her referenceId) names her hospital; then her
 * slots (`POST /slots/all/nurse/{id}`), Create Slots (type NURSE, 001 §5
 * rules), "Delete Slot?" (`DELETE /slots/delete/nurse/{id}`) and Appointment
 * Details of a booking, as the doctor's own calendar has them.
 */
export function NurseScheduleScreen({ now, timeZone, defaultMonth, className }: NurseScheduleScreenProps) {
  const { t } = useTranslation('nurse');
  const nurseId = useApi().session.getReferenceId() ?? '';
  const nurse = useOwnNurse(nurseId);
  const hospitalId = nurse.data?.hospitalId;
  return (
    <MyCalendar title={t('scheduleTitle')} className={className}>
      <DeferredProviderSchedule
        provider={hospitalId ? { kind: 'nurse', nurseId, hospitalId } : undefined}
        recordError={nurse.isError || (nurse.isSuccess && !hospitalId) || nurseId === ''}
        onRetry={() => {
          void nurse.refetch();
        }}
        now={now}
        timeZone={timeZone}
        defaultMonth={defaultMonth}
      />
    </MyCalendar>
  );
}
