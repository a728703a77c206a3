import type { AppointmentRecordRow, ServiceDetails } from '@aafiya/api-client';
import type { TFunction } from '../../../i18n/translation-types';
import { codeColumn, createDataTableColumnHelper, figureColumn } from '../../../components/data-table';
import { formatDisplayDate } from '../../../components/date-fields';
import type { SlotFormatters } from '../../../components/slot-calendar/slot-formatters';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { StatusBadge } from '../../../components/status-badge';
import { ServiceButton } from '../service-details';

const col = createDataTableColumnHelper<AppointmentRecordRow>();

export interface AppointmentColumnsOptions {
  t: TFunction<'hospitalRecords'>;
  formatters: SlotFormatters;
  timeZone: string;
  isPast: (row: AppointmentRecordRow) => boolean;
  onOpenService: (service: ServiceDetails) => void;
}

/**
 * The Appointments columns of 000 §2.5, headers as the specification writes
 * them: Provider, PATIENT NAME, EMIRATES ID, SERVICE, DATE, TIME, STATUS.
 * DATE is DD/MM/YYYY and TIME hh:mm a, both in the browser's time zone (000 §9).
 */
export function appointmentColumns({ t, formatters, timeZone, isPast, onOpenService }: AppointmentColumnsOptions) {
  return col.columns([
    col.accessor('provider', { header: t('columnProvider') }),
    col.accessor('patientName', { header: t('columnPatientNameUpper'), cell: (info) => info.getValue() ?? '' }),
    col.accessor('emiratesId', {
      header: t('columnEmiratesIdUpper'),
      cell: (info) => info.getValue() ?? '',
      meta: codeColumn,
    }),
    col.accessor('service', {
      header: t('columnServiceUpper'),
      cell: (info) => <ServiceButton service={info.getValue()} onOpen={onOpenService} />,
    }),
    col.accessor('from', {
      id: 'date',
      header: t('columnDateUpper'),
      cell: (info) => formatDisplayDate(dayKeyOf(info.getValue(), timeZone)),
      meta: figureColumn,
    }),
    col.display({
      id: 'time',
      header: t('columnTimeUpper'),
      cell: ({ row }) => (
        <>
          {formatters.formatTime(new Date(row.original.from))} – {formatters.formatTime(new Date(row.original.to))}
          {/* Greyed rows are over; say so to screen readers too. */}
          {isPast(row.original) && <span className="sr-only"> {t('past')}</span>}
        </>
      ),
      meta: figureColumn,
    }),
    col.accessor('status', {
      header: t('columnStatusUpper'),
      // BOOKED primary, APPROVED warning, TAKEN success, others secondary (000 §4).
      cell: (info) => <StatusBadge kind="appointment" status={info.getValue()} />,
    }),
  ]);
}
