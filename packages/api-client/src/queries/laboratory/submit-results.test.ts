import { describe, expect, it } from 'vitest';
import { type LabResultEntry, labResultProblem, toLabResultFormData } from './submit-results';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const entry = (test: string, result = '', range = '', file: File | null = null): LabResultEntry => ({
  test,
  result,
  range,
  file,
});

describe('lab result submission (001 §4)', () => {
  it('asks for at least one test', () => {
    expect(labResultProblem([])).toEqual({ kind: 'noTests' });
  });

  it('names the first test with neither result and range nor a file (blank text does not count)', () => {
    const entries = [entry('Lipid Profile', '5.1', '< 5.2'), entry('HbA1c', '5.4%', '  '), entry('CBC')];
    expect(labResultProblem(entries)).toEqual({ kind: 'incomplete', test: 'HbA1c', index: 1 });
  });

  it('takes a file instead of result and range', () => {
    expect(labResultProblem([entry('Lipid Profile', '5.1', '< 5.2'), entry('CBC', '', '', pdf('cbc.pdf'))])).toBeNull();
  });

  it('sends id, the tests as JSON text naming their parts, and each PDF as a files part', () => {
    const form = toLabResultFormData('labreq-1', [
      entry('CBC', ' Normal ', '4.5-11.0', pdf('report.pdf')),
      entry('HbA1c', '5.4%', '4.0-5.6%'),
      entry('Ferritin', '', '', pdf('report.pdf')),
    ]);
    expect(form.get('id')).toBe('labreq-1');
    expect(JSON.parse(form.get('data') as string)).toEqual([
      { test: 'CBC', result: 'Normal', range: '4.5-11.0', file: 'report.pdf' },
      { test: 'HbA1c', result: '5.4%', range: '4.0-5.6%' },
      { test: 'Ferritin', result: '', range: '', file: '2-report.pdf' },
    ]);
    expect(form.getAll('files').map((part) => (part as File).name)).toEqual(['report.pdf', '2-report.pdf']);
  });
});
