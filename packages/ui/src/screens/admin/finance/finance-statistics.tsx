import type { FinanceAppointmentRow, FinanceScope, FinanceStatistics } from '@aafiya/api-client';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { createDataTableColumnHelper, DataTable, figureColumn } from '../../../components/data-table';
import { formatDisplayDate } from '../../../components/date-fields';
import { useSlotFormatters } from '../../../components/slot-calendar/slot-formatters';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { StatusBadge } from '../../../components/status-badge';
import { formatCount, useAed } from '../shared/aed';

export interface FinanceStatisticsViewProps {
  scope: FinanceScope['kind'];
  /** The period's statistics, once loaded. */
  statistics?: FinanceStatistics | undefined;
  /** No period asked for yet: a hint instead of figures. */
  idle?: boolean;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  timeZone: string;
}

const col = createDataTableColumnHelper<FinanceAppointmentRow>();

/** One figure of the totals. */
function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4 shadow-xs">
      <dt className="text-sm text-foreground-muted">{label}</dt>
      <dd data-slot="finance-total" className="h-8 text-2xl font-semibold text-foreground tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/**
 * The statistics of a period (002 §9): Total Appointments (the BOOKED
 * ones), Total Amount in AED, the count of each status, and the appointments
 * with their status (a hospital's with provider and service, PCR's with their
 * hospital).
 */
export function FinanceStatisticsView({
  scope,
  statistics,
  idle = false,
  loading = false,
  error = false,
  onRetry,
  timeZone,
}: FinanceStatisticsViewProps) {
  const { t } = useTranslation('admin');
  const aed = useAed();
  const titleId = useId();
  const formatters = useSlotFormatters(timeZone);
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('from', {
          id: 'date',
          header: t('columnDate'),
          cell: (info) => formatDisplayDate(dayKeyOf(info.getValue(), timeZone)),
          meta: figureColumn,
        }),
        col.accessor('from', {
          id: 'time',
          header: t('columnTime'),
          cell: (info) => formatters.formatRange(new Date(info.getValue()), new Date(info.row.original.to)),
          meta: figureColumn,
        }),
        ...(scope === 'pcr'
          ? [col.accessor((row) => row.hospitalName ?? '', { id: 'hospital', header: t('columnHospital') })]
          : []),
        col.accessor('patientName', { header: t('columnPatient') }),
        ...(scope === 'clinic'
          ? [
              col.accessor((row) => row.providerName ?? '', { id: 'provider', header: t('columnProvider') }),
              col.accessor((row) => row.serviceName ?? '', { id: 'service', header: t('columnService') }),
            ]
          : []),
        col.accessor('status', {
          header: t('columnStatus'),
          cell: (info) => <StatusBadge kind="appointment" status={info.getValue() ?? 'AVAILABLE'} />,
        }),
      ]),
    [t, formatters, timeZone, scope],
  );
  const shown = idle ? undefined : statistics;
  const dash = '—';

  return (
    <section aria-labelledby={titleId} data-slot="finance-statistics" className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-semibold text-foreground">
        {t('statisticsTitle')}
      </h2>
      {idle && <p className="text-sm text-foreground-muted">{t('statisticsHint')}</p>}
      <dl aria-busy={loading || undefined} className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-4">
        <Total label={t('totalAppointments')} value={shown && !loading ? formatCount(shown.totalAppointments) : dash} />
        <Total label={t('totalAmount')} value={shown && !loading ? aed(shown.totalAmount) : dash} />
      </dl>
      {shown && !loading && !error && shown.byStatus.length > 0 && (
        <ul aria-label={t('byStatus')} className="flex flex-wrap gap-2">
          {shown.byStatus.map(({ status, count }) => (
            <li key={status} className="flex items-center gap-1.5 text-sm text-foreground">
              <StatusBadge kind="appointment" status={status === 'NONE' ? 'AVAILABLE' : status} />
              <span className="tabular-nums">{formatCount(count)}</span>
            </li>
          ))}
        </ul>
      )}
      {!idle && (
        <DataTable
          caption={t('statisticsTitle')}
          hideCaption
          columns={columns}
          data={shown?.rows ?? []}
          getRowId={(row) => row.id}
          loading={loading}
          error={error ? t('statisticsError') : false}
          onRetry={onRetry}
          emptyText={t('noAppointments')}
        />
      )}
    </section>
  );
}
