import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import type { DataTableFeatures } from './data-table-columns';

export interface DataTableRowProps<TRow extends RowData> {
  row: Row<DataTableFeatures, TRow>;
  muted: boolean;
  actions?: ReactNode;
  hasActions: boolean;
  /** 1-based position among all rows including the header row (set when rows are virtualised). */
  ariaRowIndex?: number;
  /** Index of the row in the virtualiser, for measuring. */
  virtualIndex?: number;
  ref?: Ref<HTMLTableRowElement>;
}

export const dataTableCellClass = 'border-b border-border px-4 py-3 align-middle';

/** One body row: its cells from the column definitions, then the row actions. */
export function DataTableRow<TRow extends RowData>({
  row,
  muted,
  actions,
  hasActions,
  ariaRowIndex,
  virtualIndex,
  ref,
}: DataTableRowProps<TRow>) {
  return (
    <tr
      ref={ref}
      data-slot="data-table-row"
      data-index={virtualIndex}
      data-muted={muted || undefined}
      aria-rowindex={ariaRowIndex}
      className={cn(
        'h-12 transition-colors',
        muted ? 'bg-surface-muted text-foreground-muted' : 'bg-surface text-foreground hover:bg-neutral-50',
      )}
    >
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className={cn(dataTableCellClass, cell.column.columnDef.meta?.cellClassName)}>
          <FlexRender cell={cell} />
        </td>
      ))}
      {hasActions && (
        <td className={cn(dataTableCellClass, 'text-end whitespace-nowrap')}>
          <div className="inline-flex items-center gap-2">{actions}</div>
        </td>
      )}
    </tr>
  );
}
