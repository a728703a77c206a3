import type { HospitalAppointment } from '@aafiya/api-client';
import { RefreshCw } from 'lucide-react';
import { useMemo } from 'react';
import { useDateFormatter } from 'react-aria';
import { useTranslation } from '../../../i18n/use-translation';
import { createDataTableColumnHelper, DataTable } from '../../../components/data-table';
import { IconButton } from '../../../components/icon-button';
import { StatusBadge } from '../../../components/status-badge';
import { cn } from '../../../lib/cn';
import { TODAYS_APPOINTMENTS_HEIGHT } from './dashboard-skeletons';

export interface TodaysAppointmentsProps {
  appointments: readonly HospitalAppointment[];
  loading?: boolean;
  /**
   * The list could not be loaded: "Problem while getting appointments" (000 §8).
   * 000 §8 also says failed appointment loads "fall back silently to an empty
   * list"; we show the catalogue's message (with a retry) instead, so an
   * outage is not mistaken for a free day.
   */
  error?: boolean;
  /** A refresh is under way (the list stays on screen meanwhile). */
  refreshing?: boolean;
  /** The refresh icon: loads today's appointments again. */
  onRefresh: () => void;
}

const column = createDataTableColumnHelper<HospitalAppointment>();

/** Today's appointments of the hospital with a refresh icon (000 §2.5, Dashboard). */
export function TodaysAppointments({
  appointments,
  loading = false,
  error = false,
  refreshing = false,
  onRefresh,
}: TodaysAppointmentsProps) {
  const { t } = useTranslation('hospital');
  // hh:mm a in the browser's time zone (000 §9), in the reader's language.
  const time = useDateFormatter({ hour: '2-digit', minute: '2-digit', hour12: true });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('provider', { header: t('provider') }),
        column.accessor('patient', { header: t('patient') }),
        column.display({
          id: 'time',
          header: t('time'),
          cell: ({ row }) => (
            <span className="whitespace-nowrap tabular-nums">
              {time.format(new Date(row.original.from))} – {time.format(new Date(row.original.to))}
            </span>
          ),
        }),
        column.accessor('status', {
          header: t('status'),
          // BOOKED primary, APPROVED warning, TAKEN success, others secondary (000 §4).
          cell: ({ row }) => <StatusBadge kind="appointment" status={row.original.status} />,
        }),
      ]),
    [t, time],
  );
  return (
    // Not a landmark of its own: the table's scroll area is one, named by the same title (its caption).
    <section data-slot="todays-appointments" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-foreground">{t('todaysAppointments')}</h2>
        <IconButton
          label={t('refresh')}
          variant="secondary"
          size="sm"
          aria-busy={refreshing || undefined}
          onClick={onRefresh}
        >
          <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin motion-reduce:animate-none')} />
        </IconButton>
      </div>
      <DataTable
        caption={t('todaysAppointments')}
        hideCaption
        columns={columns}
        data={appointments}
        getRowId={(row) => row.id}
        loading={loading}
        error={error ? t('appointmentsError') : false}
        onRetry={error ? onRefresh : undefined}
        emptyText={t('noAppointments')}
        height={TODAYS_APPOINTMENTS_HEIGHT}
      />
    </section>
  );
}
