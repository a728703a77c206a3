import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { UserText } from '../user-text';
import type { DataTableColumnDef, DataTableFeatures } from './data-table-columns';
import { dataTableStacked } from './data-table-stacked';

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

/** The label of a column's cells on the phone layout's cards: `meta.label`, else the header when it is text. */
function columnLabel<TRow extends RowData>(column: DataTableColumnDef<TRow>): string | undefined {
  return column.meta?.label ?? (typeof column.header === 'string' ? column.header : undefined);
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
      // The row's id (DataTable's getRowId, e.g. the record's id): tests and scripts find a record's row by it.
      data-row-id={row.id}
      data-index={virtualIndex}
      data-muted={muted || undefined}
      aria-rowindex={ariaRowIndex}
      className={cn(
        'h-12 transition-colors',
        dataTableStacked.row,
        muted ? 'bg-surface-muted text-foreground-muted' : 'bg-surface text-foreground hover:bg-neutral-50',
      )}
    >
      {row.getAllCells().map((cell) => (
        <td
          key={cell.id}
          data-label={columnLabel(cell.column.columnDef)}
          className={cn(dataTableCellClass, cell.column.columnDef.meta?.cellClassName, dataTableStacked.cell)}
        >
          {/* Cells show what people typed (names, services): isolated from the page's direction. */}
          <UserText dir={cell.column.columnDef.meta?.dir ?? 'auto'}>
            <FlexRender cell={cell} />
          </UserText>
        </td>
      ))}
      {hasActions && (
        <td className={cn(dataTableCellClass, 'text-end whitespace-nowrap', dataTableStacked.actions)}>
          <div className="inline-flex items-center gap-2">{actions}</div>
        </td>
      )}
    </tr>
  );
}
