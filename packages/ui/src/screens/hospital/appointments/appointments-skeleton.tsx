import { useTranslation } from '../../../i18n/use-translation';
import { DataTableSkeleton } from '../../../components/data-table/data-table-skeleton';
import { DateFieldSkeleton } from '../../../components/date-fields/date-field-skeleton';

export interface AppointmentsSkeletonProps {
  /** The table's name, for screen readers. */
  caption: string;
  /** The table's column headers, as it will show them (its actions column included). */
  headers: readonly string[];
  /** The table's height when it has one (px). */
  height?: number;
}

/**
 * A day's appointments while their code loads (the date field is react-aria's,
 * the table TanStack's: neither is in a first route): the Date and Emirates ID
 * filters' places with their labels and hint, and the table loading, the same
 * sizes as the real ones so nothing moves when they arrive. Used by the
 * hospital's and receptionist's Appointments and the nurse's dashboard.
 */
export function AppointmentsSkeleton({ caption, headers, height }: AppointmentsSkeletonProps) {
  const { t } = useTranslation('hospitalRecords');
  return (
    <div data-slot="appointments-skeleton" aria-busy className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-4">
        <DateFieldSkeleton label={t('date')} className="w-56" />
        <div className="flex w-64 flex-col gap-1.5">
          <span className="text-sm font-medium text-foreground">{t('emiratesIdFilter')}</span>
          <div className="h-10 w-full rounded-md border border-border bg-surface shadow-xs" />
          <span className="text-sm text-neutral-600">{t('emiratesIdHint')}</span>
        </div>
      </div>
      <DataTableSkeleton caption={caption} headers={headers} height={height} />
    </div>
  );
}
