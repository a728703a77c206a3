import type { Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';
import type { DataTableFeatures } from './data-table-columns';
import { dataTableStacked } from './data-table-stacked';
import { DataTableRow } from './data-table-row';

export interface DataTableBodyProps<TRow extends RowData> {
  rows: ReadonlyArray<Row<DataTableFeatures, TRow>>;
  colSpan: number;
  isRowMuted?: (row: TRow) => boolean;
  rowActions?: (row: TRow) => ReactNode;
}

/** Every row in the DOM: for tables that grow with their content. */
export function DataTablePlainBody<TRow extends RowData>({ rows, isRowMuted, rowActions }: DataTableBodyProps<TRow>) {
  return (
    <tbody className={dataTableStacked.body}>
      {rows.map((row) => (
        <DataTableRow
          key={row.id}
          row={row}
          muted={isRowMuted?.(row.original) ?? false}
          hasActions={rowActions !== undefined}
          actions={rowActions?.(row.original)}
        />
      ))}
    </tbody>
  );
}

export interface DataTableVirtualBodyProps<TRow extends RowData> extends DataTableBodyProps<TRow> {
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Expected row height in px; rows are measured once rendered. */
  rowHeight: number;
  /** Height of the scroll area, so the first paint already holds the visible rows. */
  viewportHeight: number;
}

/**
 * Only the rows in view (plus a few either side) are in the DOM; spacer rows
 * above and below keep the scroll height, so the native table layout, the
 * sticky header and the table semantics stay intact. Each row carries
 * aria-rowindex so assistive technology knows where it is in the whole set.
 */
export function DataTableVirtualBody<TRow extends RowData>({
  rows,
  colSpan,
  isRowMuted,
  rowActions,
  scrollRef,
  rowHeight,
  viewportHeight,
}: DataTableVirtualBodyProps<TRow>) {
  // TanStack Virtual returns functions that React Compiler cannot memoise safely; this component does not rely on it.
  // oxlint-disable-next-line react/incompatible-library -- the virtualiser is read during render only, as its docs do
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 6,
    initialRect: { width: 0, height: viewportHeight },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const paddingTop = first ? first.start : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - last.end : 0;

  return (
    <tbody className={dataTableStacked.body}>
      {paddingTop > 0 && (
        <tr aria-hidden="true" data-slot="data-table-spacer" className={dataTableStacked.status}>
          <td colSpan={colSpan} style={{ height: paddingTop, padding: 0 }} />
        </tr>
      )}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <DataTableRow
            key={item.key}
            ref={virtualizer.measureElement}
            virtualIndex={item.index}
            ariaRowIndex={item.index + 2}
            row={row}
            muted={isRowMuted?.(row.original) ?? false}
            hasActions={rowActions !== undefined}
            actions={rowActions?.(row.original)}
          />
        );
      })}
      {paddingBottom > 0 && (
        <tr aria-hidden="true" data-slot="data-table-spacer" className={dataTableStacked.status}>
          <td colSpan={colSpan} style={{ height: paddingBottom, padding: 0 }} />
        </tr>
      )}
    </tbody>
  );
}
