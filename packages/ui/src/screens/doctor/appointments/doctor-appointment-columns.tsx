import type { DoctorAppointmentRow, ServiceDetails } from '@aafiya/api-client';
import dayjs from 'dayjs';
import type { TFunction } from '../../../i18n/translation-types';
import { codeColumn, createDataTableColumnHelper, figureColumn } from '../../../components/data-table';
import type { SlotFormatters } from '../../../components/slot-calendar/slot-formatters';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { ServiceButton } from '../../hospital/service-details';

const col = createDataTableColumnHelper<DoctorAppointmentRow>();

/** 'DD-MM-YY' (001 §2) of the day an instant falls on in the browser's time zone. */
export function shortDate(instant: string, timeZone: string): string {
  return dayjs(dayKeyOf(instant, timeZone)).format('DD-MM-YY');
}

export interface DoctorAppointmentColumnsOptions {
  t: TFunction<'doctor'>;
  formatters: SlotFormatters;
  timeZone: string;
  onOpenService: (service: ServiceDetails) => void;
}

/**
 * The doctor's Appointments columns (001 §2): Patient Name, Emirates ID
 * Number, Date (DD-MM-YY), the Time range (12-hour hh:mm a) in the browser's
 * time zone, and Service (a link to the Service Details modal, "N/A" without
 * one). The action column is the table's row actions.
 */
export function doctorAppointmentColumns({ t, formatters, timeZone, onOpenService }: DoctorAppointmentColumnsOptions) {
  return col.columns([
    col.accessor('patientName', { header: t('appointmentsColumnPatientName') }),
    col.accessor('emiratesId', {
      header: t('appointmentsColumnEmiratesId'),
      cell: (info) => info.getValue() ?? '',
      meta: codeColumn,
    }),
    col.accessor('from', {
      id: 'date',
      header: t('appointmentsColumnDate'),
      cell: (info) => shortDate(info.getValue(), timeZone),
      meta: { ...figureColumn, dir: 'ltr' },
    }),
    col.display({
      id: 'time',
      header: t('appointmentsColumnTime'),
      cell: ({ row }) =>
        `${formatters.formatTime(new Date(row.original.from))} – ${formatters.formatTime(new Date(row.original.to))}`,
      meta: figureColumn,
    }),
    col.accessor('service', {
      header: t('appointmentsColumnService'),
      cell: (info) => <ServiceButton service={info.getValue()} onOpen={onOpenService} />,
    }),
  ]);
}
