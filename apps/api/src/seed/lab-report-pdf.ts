// A one-page laboratory report PDF for the demo data, on the server's paper
// module (../pdf): the header, the patient, and a results table. Names print in
// whatever script they are written in, Arabic included.

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

/**
 * The bytes of the report's PDF. The paper module (pdfkit and its fonts' code,
 * about 200 ms to load) is imported on the first report, not at every start.
 */
export async function labReportPdf(input: LabReportPdfInput): Promise<Uint8Array> {
  const { Paper } = await import('../pdf');
  return new Paper({
    title: `Laboratory report - ${input.laboratory}`,
    footer: 'Results reviewed and released by the laboratory. Demo data of Aafiya.',
  })
    .title(input.hospital)
    .subtitle(`Laboratory report - ${input.laboratory}`)
    .fields([
      { label: 'Patient', value: input.patient },
      { label: 'Emirates ID', value: input.emiratesId },
      { label: 'Requested by', value: input.doctor },
      { label: 'Date', value: input.date },
    ])
    .table({
      columns: [{ header: 'Test', width: 194 }, { header: 'Result', width: 150 }, { header: 'Reference range' }],
      rows: input.tests.map((t) => [t.test, t.result ?? '-', t.range ?? '-']),
    })
    .toBytes();
}
