import type { NurseReportRow } from '@aafiya/api-client';
import type { TFunction } from '../../../i18n/translation-types';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { createDataTableColumnHelper, DataTable, figureColumn } from '../../../components/data-table';
import { DateField, formatDisplayDate } from '../../../components/date-fields';
import { useSlotFormatters, type SlotFormatters } from '../../../components/slot-calendar/slot-formatters';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { DetailSection } from '../doctor-info/profile-parts';

export interface NurseReportsState {
  /** The filter's day, 'YYYY-MM-DD' (today by default); null while the field is cleared. */
  date: string | null;
  items: readonly NurseReportRow[];
  loading?: boolean;
  error?: boolean;
}

export interface NurseReportsTableProps extends NurseReportsState {
  onDateChange: (date: string | null) => void;
  onRetry?: (() => void) | undefined;
  /** Time zone of the dates and times. */
  timeZone: string;
}

const col = createDataTableColumnHelper<NurseReportRow>();

function reportColumns(t: TFunction<'providerDetail'>, formatters: SlotFormatters, timeZone: string) {
  return col.columns([
    col.accessor('patientName', { header: t('columnPatientName'), cell: (info) => info.getValue() ?? '' }),
    col.accessor('appointmentAt', {
      id: 'appointmentDate',
      header: t('columnAppointmentDate'),
      // DD/MM/YYYY (000 §9), in the shown time zone.
      cell: (info) => {
        const at = info.getValue();
        return at ? formatDisplayDate(dayKeyOf(at, timeZone)) : '';
      },
      meta: figureColumn,
    }),
    col.accessor('appointmentAt', {
      id: 'appointmentTime',
      header: t('columnAppointmentTime'),
      // hh:mm a (000 §9).
      cell: (info) => {
        const at = info.getValue();
        return at ? formatters.formatTime(new Date(at)) : '';
      },
      meta: figureColumn,
    }),
    col.accessor('bp', {
      header: t('columnPatientBp'),
      cell: (info) => {
        const value = info.getValue();
        return value ? t('bloodPressure', { value }) : '';
      },
      meta: figureColumn,
    }),
    col.accessor('bt', {
      header: t('columnPatientBt'),
      cell: (info) => {
        const value = info.getValue();
        return value === undefined ? '' : t('bodyTemperature', { value });
      },
      meta: figureColumn,
    }),
  ]);
}

/**
 * The nurse's reports (000 §2.5): Patient Name, Appointment Date, Appointment
 * Time, Patient BP, Patient BT, filtered by a day that defaults to today;
 * empty "No Nurse Reports Found".
 */
export function NurseReportsTable({
  date,
  items,
  loading,
  error,
  onDateChange,
  onRetry,
  timeZone,
}: NurseReportsTableProps) {
  const { t } = useTranslation('providerDetail');
  const headingId = useId();
  const formatters = useSlotFormatters(timeZone);
  const columns = useMemo(() => reportColumns(t, formatters, timeZone), [t, formatters, timeZone]);
  return (
    <DetailSection
      title={t('reports')}
      headingId={headingId}
      tools={<DateField label={t('reportsDate')} value={date} onChange={onDateChange} className="w-56" />}
    >
      <DataTable
        caption={t('reports')}
        hideCaption
        columns={columns}
        data={items}
        getRowId={(row) => row.id}
        loading={loading}
        error={error ? t('reportsLoadError') : false}
        onRetry={onRetry}
        emptyText={t('noReports')}
      />
    </DetailSection>
  );
}
