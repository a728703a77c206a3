import type { AppointmentRecordRow, ServiceDetails } from '@aafiya/api-client';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DataTable } from '../../../components/data-table';
import { useSlotFormatters } from '../../../components/slot-calendar/slot-formatters';
import { ServiceDetailsDialog } from '../service-details';
import { appointmentColumns } from './appointment-columns';
import { AppointmentFilters } from './appointment-filters';

export interface HospitalAppointmentsBodyProps {
  /** The filter's day, 'YYYY-MM-DD' (today by default); null while the field is cleared. */
  date: string | null;
  onDateChange: (date: string | null) => void;
  /** The Emirates ID filter's text (a part of an ID). */
  emiratesId: string;
  onEmiratesIdChange: (text: string) => void;
  rows: readonly AppointmentRecordRow[];
  loading?: boolean;
  /**
   * "Problem while getting appointments" (000 §8), with a retry. 000 §8 also
   * says failed appointment loads fall back silently to an empty list; we show
   * the catalogue's message instead, so an outage is not taken for a free day.
   */
  error?: boolean;
  onRetry?: () => void;
  /** The present moment: rows whose end has passed are greyed. */
  now: Date;
  /** Time zone of the DATE and TIME columns (the browser's). */
  timeZone: string;
}

const hasNoPatient = (row: AppointmentRecordRow) => row.patientName === null;

/**
 * The filters and the table of HospitalAppointments, in a chunk of their own
 * (react-aria's date field and TanStack Table load after the first paint):
 * rows without a patient hidden, rows whose end has passed greyed (read out as
 * "Past"), the service opening the Service Details modal.
 */
export function HospitalAppointmentsBody({
  date,
  onDateChange,
  emiratesId,
  onEmiratesIdChange,
  rows,
  loading = false,
  error = false,
  onRetry,
  now,
  timeZone,
}: HospitalAppointmentsBodyProps) {
  const { t } = useTranslation('hospitalRecords');
  const formatters = useSlotFormatters(timeZone);
  const [service, setService] = useState<ServiceDetails | null>(null);
  const nowMs = now.getTime();
  const isPast = useCallback((row: AppointmentRecordRow) => Date.parse(row.to) <= nowMs, [nowMs]);
  const columns = useMemo(
    () => appointmentColumns({ t, formatters, timeZone, isPast, onOpenService: setService }),
    [t, formatters, timeZone, isPast],
  );

  return (
    <>
      <AppointmentFilters
        date={date}
        onDateChange={onDateChange}
        emiratesId={emiratesId}
        onEmiratesIdChange={onEmiratesIdChange}
      />
      <DataTable
        caption={t('appointmentsTitle')}
        hideCaption
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        isRowHidden={hasNoPatient}
        isRowMuted={isPast}
        loading={loading}
        error={error ? t('appointmentsError') : false}
        onRetry={onRetry}
        emptyText={t('noAppointments')}
      />
      <ServiceDetailsDialog
        service={service}
        onClose={() => {
          setService(null);
        }}
      />
    </>
  );
}
