// A paper: the PDF documents the server prints (lab reports, prescriptions,
// sick leaves, doctor reports) built block by block on A4 in IBM Plex Sans Arabic,
// English or Arabic, with Arabic and mixed text shaped and ordered wherever it
// appears. pdfkit writes the PDF; this file only arranges the blocks.
import PDFDocument from 'pdfkit';
import type { Direction } from './bidi';
import { paperFonts } from './fonts';
import { mapLigaturesForReaders } from './ligatures';
import { PageFlow, type PageFrame } from './page-flow';
import { drawQrCode } from './qr-code';
import { drawTable, type TableContent } from './table';
import { drawText, layoutText, textLines, type TextStyle } from './text-lines';

export interface PaperOptions {
  /** The document's title in its metadata (what a PDF reader's title bar shows). */
  title: string;
  /** The paper's language; Arabic runs right to left (labels, fields and columns start on the right). */
  lang?: 'en' | 'ar';
  /** Printed at the foot of every page. */
  footer?: string;
}

/** A labelled value: "Patient: Mariam Al Nuaimi". */
export interface Field {
  label: string;
  value: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const TITLE: TextStyle = { font: 'bold', size: 20 };
const SUBTITLE: TextStyle = { font: 'regular', size: 12 };
const BODY: TextStyle = { font: 'regular', size: 11 };
const FOOTER: TextStyle = { font: 'regular', size: 9 };
/**
 * Between blocks, between lines of fields, and after a field's label: wider than
 * a space, so readers (pdf.js among them) take label and value as two strings
 * and a right-to-left value is not read as one string with its label.
 */
const GAP = { block: 18, line: 4, label: 8 };

export class Paper {
  private readonly doc: PDFKit.PDFDocument;
  private readonly flow: PageFlow;

  constructor({ title, lang = 'en', footer }: PaperOptions) {
    const direction: Direction = lang === 'ar' ? 'rtl' : 'ltr';
    const fonts = paperFonts();
    this.doc = new PDFDocument({
      size: [A4.width, A4.height],
      margin: MARGIN,
      pdfVersion: '1.4',
      autoFirstPage: false,
      lang,
      displayTitle: true,
      info: { Title: title, Creator: 'Aafiya' },
    });
    this.doc.registerFont('regular', fonts.regular).registerFont('bold', fonts.bold);
    const width = A4.width - 2 * MARGIN;
    const foot = footer ? layoutText(this.doc, footer, FOOTER, width, direction) : undefined;
    const footTop = A4.height - MARGIN - (foot?.height ?? 0);
    const frame: PageFrame = { left: MARGIN, width, top: MARGIN, bottom: foot ? footTop - GAP.block : footTop };
    this.flow = new PageFlow(this.doc, frame, direction);
    if (foot) {
      const box = { ...this.flow.box(0, width), y: footTop };
      this.doc.on('pageAdded', () => {
        drawText(this.doc, foot, box);
      });
    }
    this.doc.addPage();
  }

  /** Text across the page, continued on a new page where it reaches the bottom; `after` is the space below it. */
  private block(text: string, style: TextStyle, after: number): this {
    const { width } = this.flow.frame;
    for (const line of textLines(layoutText(this.doc, text, style, width, this.flow.direction))) {
      this.flow.room(line.height);
      drawText(this.doc, line, { ...this.flow.box(0, width), y: this.flow.y });
      this.flow.advance(line.height);
    }
    this.flow.advance(after);
    return this;
  }

  /** The paper's heading: large and bold (the hospital's name on a lab report). */
  title(text: string): this {
    return this.block(text, TITLE, GAP.line);
  }

  /** The line under the title: what the paper is. */
  subtitle(text: string): this {
    return this.block(text, SUBTITLE, GAP.block);
  }

  /** Running text; it wraps, and a line break in `text` starts a new paragraph. */
  paragraph(text: string): this {
    return this.block(text, BODY, GAP.block);
  }

  /** Labelled values in a grid, `columns` to a row, filled along the row first. */
  fields(fields: Field[], { columns = 2 }: { columns?: number } = {}): this {
    if (fields.length === 0) return this;
    const cell = this.flow.frame.width / columns;
    for (let first = 0; first < fields.length; first += columns) {
      const row = fields.slice(first, first + columns).map((field) => {
        const label = layoutText(this.doc, `${field.label}:`, BODY, cell / 2, this.flow.direction);
        const labelWidth = Math.max(...label.lines.map((line) => line.width)) + GAP.label;
        const valueWidth = cell - labelWidth - GAP.label;
        const value = layoutText(this.doc, field.value, BODY, valueWidth, this.flow.direction);
        return { label, labelWidth, value, valueWidth };
      });
      const height = Math.max(...row.flatMap((f) => [f.label.height, f.value.height]));
      this.flow.room(height);
      row.forEach((f, i) => {
        drawText(this.doc, f.label, { ...this.flow.box(i * cell, f.labelWidth), y: this.flow.y });
        drawText(this.doc, f.value, { ...this.flow.box(i * cell + f.labelWidth, f.valueWidth), y: this.flow.y });
      });
      this.flow.advance(height + GAP.line);
    }
    this.flow.advance(GAP.block - GAP.line);
    return this;
  }

  /** A table with a header row; long tables continue on new pages under a repeated header. */
  table(table: TableContent): this {
    drawTable(this.flow, table);
    this.flow.advance(GAP.block);
    return this;
  }

  /**
   * A QR code of `text` (a verification address) at the paper's start side,
   * `caption` beside it ("Scan to check this paper: …"); an http(s) address is
   * also a link on the code.
   */
  qr(text: string, caption: string, { side = 96 }: { side?: number } = {}): this {
    const { width } = this.flow.frame;
    const captionWidth = width - side - GAP.block;
    const lines = layoutText(this.doc, caption, BODY, captionWidth, this.flow.direction);
    this.flow.room(Math.max(side, lines.height));
    const start = this.flow.box(0, side);
    drawQrCode(this.doc, text, start.x, this.flow.y, side);
    // A web address is also a link on the code: a reader on screen opens it with a click.
    if (/^https?:\/\//.test(text)) this.doc.link(start.x, this.flow.y, side, side, text);
    drawText(this.doc, lines, { ...this.flow.box(side + GAP.block, captionWidth), y: this.flow.y });
    this.flow.advance(Math.max(side, lines.height) + GAP.block);
    return this;
  }

  /** Finishes the paper: the bytes of the PDF. */
  toBytes(): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    const done = new Promise<Uint8Array>((resolve, reject) => {
      this.doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      this.doc.on('end', () => {
        resolve(Buffer.concat(chunks));
      });
      this.doc.on('error', reject);
    });
    mapLigaturesForReaders(this.doc);
    this.doc.end();
    return done;
  }
}
