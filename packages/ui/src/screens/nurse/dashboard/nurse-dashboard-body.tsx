import type { NurseAppointmentRow } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { TreatmentTable } from '../../doctor/appointments/treatment-table';
import { AppointmentFilters } from '../../hospital/appointments/appointment-filters';
import { NURSE_TABLE_HEIGHT } from './table-height';

export interface NurseDashboardBodyProps {
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
}

/**
 * The filters and the table of the nurse's dashboard, in a chunk of their own
 * (react-aria's date field, TanStack Table and the dialogs load after the
 * first paint).
 */
export function NurseDashboardBody({
  date,
  onDateChange,
  emiratesId,
  onEmiratesIdChange,
  rows,
  loading = false,
  onStartTreatment,
  onEndTreatment,
  timeZone,
}: NurseDashboardBodyProps) {
  const { t } = useTranslation('nurse');
  return (
    <>
      <AppointmentFilters
        date={date}
        onDateChange={onDateChange}
        emiratesId={emiratesId}
        onEmiratesIdChange={onEmiratesIdChange}
      />
      <TreatmentTable
        caption={t('appointmentsTitle')}
        rows={rows}
        height={NURSE_TABLE_HEIGHT}
        loading={loading}
        emptyText={t('noAppointments')}
        onStartTreatment={onStartTreatment}
        onEndTreatment={onEndTreatment}
        timeZone={timeZone}
      />
    </>
  );
}
