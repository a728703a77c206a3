import { FlexRender, useTable, type RowData } from '@tanstack/react-table';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { DataTablePlainBody, DataTableVirtualBody } from './data-table-body';
import { dataTableFeatures, type DataTableColumnDef } from './data-table-columns';
import { dataTableStacked } from './data-table-stacked';
import { DataTableStatus } from './data-table-status';
import { useScrollsSideways } from './use-scrolls-sideways';

export interface DataTableProps<TRow extends RowData> {
  /** Names the table for assistive technology (rendered as its <caption>). */
  caption: ReactNode;
  /** Keep the caption for screen readers only (when a visible heading already names the table). */
  hideCaption?: boolean;
  /** Column definitions (see `createDataTableColumnHelper`). Keep them stable (module scope or memoised). */
  columns: ReadonlyArray<DataTableColumnDef<TRow>>;
  data: ReadonlyArray<TRow>;
  /** A stable id per row (defaults to the row's index). */
  getRowId?: (row: TRow, index: number) => string;
  /**
   * Height of the scroll area in px (the specification's tables use 360 and 300).
   * With a height the header stays put while the rows scroll, and only the rows in
   * view are rendered, so thousands of rows scroll smoothly. Without one the table
   * grows with its rows.
   */
  height?: number;
  /** Rows shown greyed (e.g. appointments whose end time has passed). */
  isRowMuted?: (row: TRow) => boolean;
  /** Rows left out (e.g. appointments without a patient). */
  isRowHidden?: (row: TRow) => boolean;
  /** Buttons or a `DataTableRowMenu` for a row; rendered in a last "Actions" column. */
  rowActions?: (row: TRow) => ReactNode;
  /** Header of the actions column (default "Actions"). */
  actionsHeader?: ReactNode;
  /** Shows the loading row instead of the data. */
  loading?: boolean;
  /** Shows the error row: `true` for the default text, or the message to show. */
  error?: boolean | string;
  /** Offers a retry button in the error row. */
  onRetry?: () => void;
  /** Shown when there is no row to show, e.g. "No appointment found". */
  emptyText?: ReactNode;
  /** Expected row height in px for virtualised tables (rows are measured once rendered). */
  rowHeight?: number;
  className?: string;
}

const noRows: ReadonlyArray<never> = [];

/**
 * A data table on TanStack Table v9: columns as props, typed over the row,
 * with muted and hidden rows, row actions, loading/error/empty states and,
 * with a fixed height, a sticky header and virtualised rows.
 */
export function DataTable<TRow extends RowData>({
  caption,
  hideCaption = false,
  columns,
  data,
  getRowId,
  height,
  isRowMuted,
  isRowHidden,
  rowActions,
  actionsHeader,
  loading = false,
  error = false,
  onRetry,
  emptyText,
  rowHeight = 49,
  className,
}: DataTableProps<TRow>) {
  const { t } = useTranslation('table');
  const { t: tCommon } = useTranslation('common');
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);

  const shownData = useMemo(() => (isRowHidden ? data.filter((row) => !isRowHidden(row)) : data), [data, isRowHidden]);
  const table = useTable(
    {
      features: dataTableFeatures,
      columns,
      data: loading || error ? noRows : shownData,
      getRowId,
    },
    () => null,
  );
  const rows = table.getRowModel().rows;
  const hasActions = rowActions !== undefined;
  const colSpan = columns.length + (hasActions ? 1 : 0);
  const virtual = height !== undefined;
  const status = loading ? 'loading' : error ? 'error' : rows.length === 0 ? 'empty' : undefined;
  // A fixed height scrolls up and down; a table wider than its box (not stacked) scrolls sideways.
  const scrollRegion = useScrollsSideways(scrollRef) || virtual;

  return (
    <div
      ref={scrollRef}
      data-slot="data-table"
      role={scrollRegion ? 'region' : undefined}
      aria-labelledby={scrollRegion ? captionId : undefined}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1); it is named by the caption.
      tabIndex={scrollRegion ? 0 : undefined}
      className={cn(
        'relative w-full overflow-auto rounded-lg border border-border bg-surface shadow-xs',
        dataTableStacked.container,
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      style={virtual ? { height } : undefined}
    >
      <table
        className={cn('w-full border-separate border-spacing-0 text-sm', dataTableStacked.table)}
        aria-busy={loading || undefined}
        aria-rowcount={virtual && status === undefined ? rows.length + 1 : undefined}
      >
        <caption
          id={captionId}
          className={cn(
            hideCaption ? 'sr-only' : 'px-4 py-3 text-start text-base font-semibold text-foreground',
            !hideCaption && dataTableStacked.caption,
          )}
        >
          {caption}
        </caption>
        <thead className={cn('sticky top-0 z-10', dataTableStacked.head)}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                  className={cn(
                    'border-b border-border bg-neutral-100 px-4 py-3 text-start text-xs font-semibold text-neutral-700',
                    header.column.columnDef.meta?.headerClassName,
                  )}
                >
                  {header.isPlaceholder ? null : <FlexRender header={header} />}
                </th>
              ))}
              {hasActions && (
                <th
                  scope="col"
                  className="border-b border-border bg-neutral-100 px-4 py-3 text-end text-xs font-semibold text-neutral-700"
                >
                  {actionsHeader ?? t('actions')}
                </th>
              )}
            </tr>
          ))}
        </thead>
        {status !== undefined ? (
          <tbody className={dataTableStacked.body}>
            <DataTableStatus kind={status} colSpan={colSpan} onRetry={onRetry}>
              {status === 'loading'
                ? tCommon('loading')
                : status === 'error'
                  ? typeof error === 'string'
                    ? error
                    : t('error')
                  : (emptyText ?? t('empty'))}
            </DataTableStatus>
          </tbody>
        ) : virtual ? (
          <DataTableVirtualBody
            rows={rows}
            colSpan={colSpan}
            isRowMuted={isRowMuted}
            rowActions={rowActions}
            scrollRef={scrollRef}
            rowHeight={rowHeight}
            viewportHeight={height}
          />
        ) : (
          <DataTablePlainBody rows={rows} colSpan={colSpan} isRowMuted={isRowMuted} rowActions={rowActions} />
        )}
      </table>
    </div>
  );
}
