import { useTranslation } from '../../../i18n/use-translation';
import { DataTableSkeleton } from '../../../components/data-table/data-table-skeleton';
import { dispensedHeaders } from './dispensed-columns';

/** The width of the Emirates ID search (the field and its place holder). */
export const SEARCH_FIELD_CLASS = 'w-full max-w-sm';

/**
 * The dispensed list while its code loads: the search field's place with its label, and the table loading, the
 * same sizes as the real ones so nothing moves when they arrive.
 */
export function DispensedSkeleton() {
  const { t } = useTranslation('pharmacy');
  return (
    <div data-slot="dispensed-skeleton" aria-busy className="flex flex-col gap-4">
      <div className={`flex flex-col gap-1.5 ${SEARCH_FIELD_CLASS}`}>
        <span className="text-sm font-medium text-foreground">{t('searchEmiratesId')}</span>
        <div className="h-10 w-full rounded-md border border-border bg-surface shadow-xs" />
      </div>
      <DataTableSkeleton caption={t('dispensedTitle')} headers={dispensedHeaders(t)} />
    </div>
  );
}
