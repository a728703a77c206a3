import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { dataTableStacked } from './data-table-stacked';
import { DataTableStatus } from './data-table-status';

export interface DataTableSkeletonProps {
  /** The table's name, for screen readers (hidden, as DataTable's `hideCaption`). */
  caption: string;
  /** The column headers, as the table will show them. */
  headers: readonly string[];
  /** The table's `height`, when it has one (px). */
  height?: number;
  className?: string;
}

/**
 * What a DataTable shows while it loads (its frame, headers and "Loading" row,
 * the same markup and classes) without TanStack Table: the place holder of a
 * table whose code loads after the first paint, the same size as the table in
 * its loading state, so nothing moves when the code arrives.
 */
export function DataTableSkeleton({ caption, headers, height, className }: DataTableSkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <div
      data-slot="data-table-skeleton"
      className={cn(
        'relative w-full overflow-auto rounded-lg border border-border bg-surface shadow-xs',
        dataTableStacked.container,
        className,
      )}
      style={height === undefined ? undefined : { height }}
    >
      <table className={cn('w-full border-separate border-spacing-0 text-sm', dataTableStacked.table)} aria-busy>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn('sticky top-0 z-10', dataTableStacked.head)}>
          <tr>
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className="border-b border-border bg-neutral-100 px-4 py-3 text-start text-xs font-semibold text-neutral-700"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={dataTableStacked.body}>
          <DataTableStatus kind="loading" colSpan={headers.length}>
            {t('loading')}
          </DataTableStatus>
        </tbody>
      </table>
    </div>
  );
}
