import type { NurseAppointmentRow } from '@aafiya/api-client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { TreatmentTable } from '../../doctor/appointments/treatment-table';
import { AppointmentFilters } from '../../hospital/appointments/appointment-filters';

/** The table area's height (001 §2, §9: "300 (nurse)"). */
const TABLE_HEIGHT = 300;

export interface NurseDashboardProps {
  /** The day shown, 'YYYY-MM-DD' (today by default); null while the field is cleared. */
  date: string | null;
  onDateChange: (date: string | null) => void;
  /** The Emirates ID filter's text (a part of an ID). */
  emiratesId: string;
  onEmiratesIdChange: (text: string) => void;
  /** BOOKED and APPROVED appointments of the day. */
  rows: readonly NurseAppointmentRow[];
  loading?: boolean;
  /** Start Treatment: the app opens the diagnosis, /nurse/patient-info/{patientId}/{appointmentId}. */
  onStartTreatment: (patientId: string, appointmentId: string) => void;
  /** End Treatment, once confirmed; a rejection keeps the confirmation open. */
  onEndTreatment: (appointmentId: string) => void | Promise<void>;
  /** Time zone of the Date and Time columns (the browser's). */
  timeZone: string;
  className?: string;
}

/**
 * The nurse's dashboard (001 §2, /nurse): her hospital's appointments of a
 * day, filtered by part of an Emirates ID, in a table 300 px high with the
 * doctor's columns and action ("End Treatment" on her own nurse-type
 * appointments, else "Start Treatment"). Empty: "No appointment found". There
 * is no error state: a failed list reads as an empty one (001 §8).
 */
export function NurseDashboard({
  date,
  onDateChange,
  emiratesId,
  onEmiratesIdChange,
  rows,
  loading = false,
  onStartTreatment,
  onEndTreatment,
  timeZone,
  className,
}: NurseDashboardProps) {
  const { t } = useTranslation('nurse');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-slot="nurse-dashboard" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('dashboardTitle')}
      </h1>
      <AppointmentFilters
        date={date}
        onDateChange={onDateChange}
        emiratesId={emiratesId}
        onEmiratesIdChange={onEmiratesIdChange}
      />
      <TreatmentTable
        caption={t('appointmentsTitle')}
        rows={rows}
        height={TABLE_HEIGHT}
        loading={loading}
        emptyText={t('noAppointments')}
        onStartTreatment={onStartTreatment}
        onEndTreatment={onEndTreatment}
        timeZone={timeZone}
      />
    </section>
  );
}
