// A table on a paper: a bold header row with a rule under it, then the rows,
// each cell wrapped to its column; a row that does not fit starts a new page,
// which repeats the header. Columns run from the paper's start side.
import type { PageFlow } from './page-flow';
import { drawText, layoutText, type TextBlock, type TextStyle } from './text-lines';

export interface TableColumn {
  header: string;
  /** In points; the columns without one share what is left of the width. */
  width?: number;
}

export interface TableContent {
  columns: TableColumn[];
  /** One string per column. */
  rows: string[][];
}

const CELL: TextStyle = { font: 'regular', size: 11 };
const HEADER: TextStyle = { font: 'bold', size: 11 };
/** Between the columns' texts. */
const GUTTER = 8;
/** Above and below each row's text. */
const PADDING = 3;

function columnWidths(columns: TableColumn[], width: number): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const flexible = columns.filter((c) => c.width === undefined).length;
  const share = flexible ? Math.max(0, width - fixed) / flexible : 0;
  return columns.map((c) => c.width ?? share);
}

export function drawTable(flow: PageFlow, table: TableContent): void {
  const { doc } = flow;
  const widths = columnWidths(table.columns, flow.frame.width);
  const offsets = widths.map((_, i) => widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const layoutRow = (cells: string[], style: TextStyle) =>
    widths.map((width, i) => layoutText(doc, cells[i] ?? '', style, Math.max(width - GUTTER, 1), flow.direction));
  const rowHeight = (blocks: TextBlock[]) => Math.max(...blocks.map((b) => b.height)) + 2 * PADDING;
  const drawRow = (blocks: TextBlock[]) => {
    blocks.forEach((block, i) => {
      const box = flow.box(offsets[i] ?? 0, (widths[i] ?? 0) - GUTTER);
      drawText(doc, block, { ...box, y: flow.y + PADDING });
    });
    flow.advance(rowHeight(blocks));
  };
  const header = layoutRow(
    table.columns.map((c) => c.header),
    HEADER,
  );
  const drawHeader = () => {
    drawRow(header);
    const { left, width } = flow.frame;
    doc
      .moveTo(left, flow.y)
      .lineTo(left + width, flow.y)
      .lineWidth(0.75)
      .stroke();
    flow.advance(PADDING);
  };

  flow.room(rowHeight(header) * 2 + PADDING);
  drawHeader();
  for (const row of table.rows) {
    const blocks = layoutRow(row, CELL);
    if (flow.room(rowHeight(blocks))) drawHeader();
    drawRow(blocks);
  }
}
