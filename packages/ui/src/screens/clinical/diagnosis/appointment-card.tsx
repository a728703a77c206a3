import type { DiagnosisAppointment } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDisplayDate } from '../../../components/date-fields';
import { useSlotFormatters } from '../../../components/slot-calendar/slot-formatters';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { DetailList, DetailListSkeleton } from './detail-list';
import { DiagnosisCard } from './diagnosis-card';

/** The labels of the appointment card's facts, in order. */
function useAppointmentLabels() {
  const { t } = useTranslation('diagnosis');
  return [t('date'), t('time'), t('service'), t('familyMember'), t('patientDescription')] as const;
}

export interface AppointmentCardProps {
  appointment: DiagnosisAppointment;
  /** The browser's time zone, where the date and times are shown (001 §9). */
  timeZone: string;
}

/**
 * The appointment the diagnosis is about: date (DD/MM/YYYY), time range
 * (hh:mm a), service, the family member it was booked for (or "No ( Patient’s
 * Own )", as the calendar's Appointment Details say) and the patient's
 * description.
 */
export function AppointmentCard({ appointment, timeZone }: AppointmentCardProps) {
  const { t } = useTranslation('diagnosis');
  const formatters = useSlotFormatters(timeZone);
  const [date, time, service, familyMember, description] = useAppointmentLabels();
  return (
    <DiagnosisCard title={t('appointment')} data-slot="diagnosis-appointment">
      <DetailList
        details={[
          { label: date, value: formatDisplayDate(dayKeyOf(appointment.from, timeZone)) },
          {
            label: time,
            value: `${formatters.formatTime(new Date(appointment.from))} – ${formatters.formatTime(new Date(appointment.to))}`,
          },
          { label: service, value: appointment.service ?? t('notRecorded') },
          { label: familyMember, value: appointment.familyMember ?? t('patientsOwn') },
          { label: description, value: appointment.description ?? t('none'), wide: true },
        ]}
      />
    </DiagnosisCard>
  );
}

/** The appointment card while it loads: the same title and labels. */
export function AppointmentCardSkeleton() {
  const { t } = useTranslation('diagnosis');
  return (
    <DiagnosisCard title={t('appointment')} busy data-slot="diagnosis-appointment-skeleton">
      <DetailListSkeleton labels={useAppointmentLabels()} />
    </DiagnosisCard>
  );
}
