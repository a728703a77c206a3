import {
  createColumnHelper,
  metaHelper,
  tableFeatures,
  type ColumnDef,
  type ColumnHelper,
  type RowData,
} from '@tanstack/react-table';

/** Per-column styling hooks, declared on `meta` of a column definition. */
export interface DataTableColumnMeta {
  /** Classes for the column's <th> (e.g. a width: `w-40`). */
  headerClassName?: string;
  /** Classes for each of the column's <td> (e.g. `text-end tabular-nums`). */
  cellClassName?: string;
}

/**
 * The TanStack Table v9 feature set of every DataTable: the core only (rows
 * are filtered by `isRowHidden` before they reach the table; sorting and
 * paging happen on the server), plus the typed column meta.
 */
export const dataTableFeatures = tableFeatures({ columnMeta: metaHelper<DataTableColumnMeta>() });

export type DataTableFeatures = typeof dataTableFeatures;

/**
 * One column of a DataTable over rows of type `TRow`. The value type is left
 * open, as TanStack's own `helper.columns([...])` does, so that a list can mix
 * columns of different value types.
 */
// oxlint-disable-next-line typescript/no-explicit-any -- each column keeps its own value type (TanStack's helper.columns() returns the same)
export type DataTableColumnDef<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>;

/** The column helper for a DataTable's columns: `const col = createDataTableColumnHelper<Appointment>()`. */
export function createDataTableColumnHelper<TRow extends RowData>(): ColumnHelper<DataTableFeatures, TRow> {
  return createColumnHelper<DataTableFeatures, TRow>();
}
