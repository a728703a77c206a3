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
  /** The column's name on the phone layout's cards (default: the header, when it is text). */
  label?: string;
  /**
   * The direction of the column's values. Default `auto`: each value keeps the
   * direction of its first strong letter (names, services). `ltr` for values
   * with no letters that must read left to right in an Arabic page too: Emirates
   * IDs, phone numbers, dates, time ranges ("08:00 – 08:30" would otherwise show
   * its halves swapped).
   */
  dir?: 'ltr' | 'auto';
}

/**
 * The meta of a column of numbers, dates or times (DATE, TIME, points): digits
 * of equal width, never broken across lines. Their direction stays `auto`: an
 * Arabic time ("09:00 ص – 09:30 ص") reads right to left like its page.
 */
export const figureColumn = { cellClassName: 'tabular-nums whitespace-nowrap' } as const satisfies DataTableColumnMeta;

/**
 * The meta of a column of codes (Emirates ID, phone number): as `figureColumn`,
 * and always left to right, so "+971 50 123 4567" keeps its groups in order in
 * an Arabic page.
 */
export const codeColumn = { ...figureColumn, dir: 'ltr' } as const satisfies DataTableColumnMeta;

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
