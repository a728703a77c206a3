import { describe, expect, it } from 'vitest';
import { Paper } from './paper';
import { pdfTextItems, type PdfTextItem } from './testing/pdf-text';

const texts = (items: PdfTextItem[]) => items.map((item) => item.text);
const item = (items: PdfTextItem[], text: string) => {
  const found = items.find((i) => i.text === text);
  if (!found) throw new Error(`no text "${text}" in ${JSON.stringify(texts(items))}`);
  return found;
};

describe('Paper', () => {
  it('writes an Arabic value in an English paper that reads back in logical order', async () => {
    const bytes = await new Paper({ title: 'Sick leave' })
      .title('Sick leave')
      .fields([{ label: 'Patient', value: 'مريم النعيمي' }])
      .toBytes();
    const [page = []] = await pdfTextItems(bytes);
    const label = item(page, 'Patient:');
    const name = item(page, 'مريم النعيمي');
    expect(name.dir).toBe('rtl');
    expect(name.y).toBe(label.y);
    expect(name.x).toBeGreaterThan(label.x);
  });

  it('lays an Arabic paper out from the right, with Latin and digits in their own order', async () => {
    const bytes = await new Paper({ title: 'تقرير', lang: 'ar' })
      .title('مستشفى النور')
      .fields([{ label: 'المريض', value: 'مريم النعيمي' }])
      .table({
        columns: [{ header: 'الفحص', width: 200 }, { header: 'النتيجة' }],
        rows: [['Vitamin B12', '410 pg/mL']],
      })
      .toBytes();
    const [page = []] = await pdfTextItems(bytes);
    expect(texts(page)).toEqual([
      'مستشفى النور',
      'المريض:',
      'مريم النعيمي',
      'الفحص',
      'النتيجة',
      'Vitamin B12',
      '410 pg/mL',
    ]);
    expect(item(page, 'مريم النعيمي').x).toBeLessThan(item(page, 'المريض:').x);
    expect(item(page, 'النتيجة').x).toBeLessThan(item(page, 'الفحص').x);
    expect(item(page, '410 pg/mL').x).toBeLessThan(item(page, 'Vitamin B12').x);
  });

  it('wraps a paragraph inside the margins', async () => {
    const sentence = 'The patient is advised to rest at home and avoid strenuous activity. ';
    const bytes = await new Paper({ title: 'Note' }).paragraph(sentence.repeat(4).trim()).toBytes();
    const [page = []] = await pdfTextItems(bytes);
    expect(page.length).toBeGreaterThan(1);
    expect(new Set(page.map((i) => i.x))).toEqual(new Set([56]));
    expect(texts(page).join(' ')).toBe(sentence.repeat(4).trim());
  });

  it('continues a long table on a new page under its header, with the footer on every page', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => [`Test ${i + 1}`, `${i + 1} mg/dL`]);
    const bytes = await new Paper({ title: 'Results', footer: 'Demo data of Aafiya.' })
      .table({ columns: [{ header: 'Test' }, { header: 'Result' }], rows })
      .toBytes();
    const pages = await pdfTextItems(bytes);
    expect(pages.length).toBe(2);
    for (const page of pages) {
      expect(texts(page).slice(0, 3)).toEqual(['Demo data of Aafiya.', 'Test', 'Result']);
    }
    expect(pages.flatMap((page) => texts(page).filter((t) => t.startsWith('Test ')))).toEqual(
      rows.map(([test]) => test),
    );
  });

  it('keeps each paper’s text right when papers follow each other (no glyph state shared between them)', async () => {
    // النعيمي ends in ي, whose glyph is built from the glyph of ى: subsetting the
    // first paper must not leave the second one's ى without its character.
    await new Paper({ title: 'First' }).paragraph('مريم النعيمي').toBytes();
    const [page = []] = await pdfTextItems(await new Paper({ title: 'Second', lang: 'ar' }).paragraph('على').toBytes());
    expect(texts(page)).toEqual(['على']);
  });

  it('reads Arabic words with ligatures back in logical order (لا, لأ, لإ)', async () => {
    const words = ['الأدوية', 'عدد الأيام', 'الإماراتية', 'لا يوجد'];
    const bytes = await new Paper({ title: 'تقرير', lang: 'ar' })
      .fields(words.map((value, i) => ({ label: `حقل ${String(i + 1)}`, value })))
      .toBytes();
    const [page = []] = await pdfTextItems(bytes);
    for (const word of words) expect(texts(page)).toContain(word);
  });
});
