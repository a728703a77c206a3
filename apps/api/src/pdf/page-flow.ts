// Where a paper's next block goes: blocks run down the page inside the margins,
// a block that does not fit starts a new page, and horizontal positions are given
// from the paper's start side (the right in Arabic) so one layout serves both
// directions.
import type { Direction } from './bidi';

/** The printable area of every page, in points from the top left corner. */
export interface PageFrame {
  left: number;
  width: number;
  top: number;
  bottom: number;
}

/** A box on the current line: its left edge, width, and the side its text lines up against. */
export interface LineBox {
  x: number;
  width: number;
  align: 'left' | 'right';
}

export class PageFlow {
  /** The top of the next block. */
  y: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly frame: PageFrame,
    readonly direction: Direction,
  ) {
    this.y = frame.top;
  }

  /** Makes room for a block `height` points tall: a new page if it would cross the bottom (unless the page is empty). True on a new page. */
  room(height: number): boolean {
    if (this.y === this.frame.top || this.y + height <= this.frame.bottom) return false;
    this.doc.addPage();
    this.y = this.frame.top;
    return true;
  }

  advance(height: number): void {
    this.y += height;
  }

  /** The box `width` points wide whose start edge is `offset` points from the frame's start edge. */
  box(offset: number, width: number): LineBox {
    const { left, width: full } = this.frame;
    return this.direction === 'ltr'
      ? { x: left + offset, width, align: 'left' }
      : { x: left + full - offset - width, width, align: 'right' };
  }
}
