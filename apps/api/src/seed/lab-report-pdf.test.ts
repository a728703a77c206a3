import { describe, expect, it } from 'vitest';
import { pdfTextItems } from '../pdf/testing/pdf-text';
import { labReportPdf, type LabReportPdfInput } from './lab-report-pdf';

const report: LabReportPdfInput = {
  hospital: 'Al Noor Hospital',
  laboratory: 'Central Laboratory',
  doctor: 'Dr. Omar Haddad',
  patient: 'مريم النعيمي',
  emiratesId: '784-1990-1234567-1',
  date: '21/11/2026 09:40',
  tests: [{ test: 'Haemoglobin', result: '12.8 g/dL', range: '12.0–15.5 g/dL' }, { test: 'Lipid profile' }],
};

describe('labReportPdf', () => {
  it('prints an Arabic patient name that reads back in logical order', async () => {
    const [page = []] = await pdfTextItems(await labReportPdf(report));
    const name = page.find((item) => item.text === 'مريم النعيمي');
    expect(name?.dir).toBe('rtl');
    const label = page.find((item) => item.text === 'Patient:');
    expect(name?.y).toBe(label?.y);
  });

  it('keeps the report’s English text, one string per label, value and cell', async () => {
    const bytes = await labReportPdf(report);
    expect(new TextDecoder().decode(bytes.subarray(0, 8))).toBe('%PDF-1.4');
    const pages = await pdfTextItems(bytes);
    expect(pages.map((page) => page.map((item) => item.text))).toEqual([
      [
        'Results reviewed and released by the laboratory. Demo data of Aafiya.',
        'Al Noor Hospital',
        'Laboratory report - Central Laboratory',
        'Patient:',
        'مريم النعيمي',
        'Emirates ID:',
        '784-1990-1234567-1',
        'Requested by:',
        'Dr. Omar Haddad',
        'Date:',
        '21/11/2026 09:40',
        'Test',
        'Result',
        'Reference range',
        'Haemoglobin',
        '12.8 g/dL',
        '12.0–15.5 g/dL',
        'Lipid profile',
        '-',
        '-',
      ],
    ]);
  });
});
