// A one-page laboratory report PDF for the demo data, written by hand (PDF 1.4,
// Helvetica, no dependency): the header, the patient, and a results table.

export interface LabReportPdfInput {
  hospital: string;
  laboratory: string;
  doctor: string;
  patient: string;
  emiratesId: string;
  /** Already formatted, e.g. "21/11/2026 09:40". */
  date: string;
  tests: { test: string; result?: string | undefined; range?: string | undefined }[];
}

/** Helvetica's standard encoding is Latin: other characters (en dashes, Arabic) become plain ones. */
function pdfText(text: string): string {
  const latin = text.replace(/[–—]/g, '-').replace(/[^\x20-\x7e]/g, '?');
  return `(${latin.replace(/[\\()]/g, '\\$&')})`;
}

function line(x: number, y: number, size: number, text: string, bold = false): string {
  return `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td ${pdfText(text)} Tj ET`;
}

/** The bytes of a valid single-page PDF with the report's contents. */
export function labReportPdf(input: LabReportPdfInput): Uint8Array {
  const drawn = [
    line(56, 780, 20, input.hospital, true),
    line(56, 756, 12, `Laboratory report - ${input.laboratory}`),
    line(56, 716, 11, `Patient: ${input.patient}   Emirates ID: ${input.emiratesId}`),
    line(56, 698, 11, `Requested by: ${input.doctor}   Date: ${input.date}`),
    line(56, 660, 11, 'Test', true),
    line(250, 660, 11, 'Result', true),
    line(400, 660, 11, 'Reference range', true),
    '56 652 m 540 652 l S',
    ...input.tests.flatMap((t, i) => {
      const y = 634 - i * 20;
      return [line(56, y, 11, t.test), line(250, y, 11, t.result ?? '-'), line(400, y, 11, t.range ?? '-')];
    }),
    line(56, 80, 9, 'Results reviewed and released by the laboratory. Demo data of Aafiya.'),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${drawn.length} >>\nstream\n${drawn}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII, so string offsets are byte offsets.
  return new TextEncoder().encode(pdf);
}
