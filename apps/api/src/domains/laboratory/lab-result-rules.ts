// The rules of a lab result submission (001 §4 "Lab result submission", §8
// "Lab", §9): which tests were sent with what, and the report files' content
// and size. Everything here only checks; nothing is stored until all has passed.
import type { LabTestRecord } from '../../db/schema';
import { sniff } from '../../files/file-store';
import { badRequest, HttpError } from '../../http/http-error';

/** 001 §9: a report is a PDF of at most 20 MB (MB as the trade licence's 10 MB: 1024 × 1024 bytes). */
export const LAB_REPORT_MAX_BYTES = 20 * 1024 * 1024;

/** 001 §4's texts. */
export const NO_TEST_RESULTS = 'Test results not completed';
export const NOT_PDF = 'Only pdf files are allowed';
export const TOO_BIG = 'Max size should be 20 MB';
export const incompleteTest = (test: string) => `Please add result and range or select file for test ${test}`;

/**
 * The submission's body may carry several full-size reports: five at 20 MB
 * (ours; a request seldom has more tests with a PDF each), plus the form's
 * text. The server's general limit (21 MB) is for one file.
 */
export const LAB_RESULTS_MAX_BODY_BYTES = 5 * LAB_REPORT_MAX_BYTES + 1024 * 1024;

/** One test as the laboratory sent it in `data`. */
export interface SentTest {
  test: string;
  result?: string;
  range?: string;
  /** The name of the file part sent for this test. */
  file?: string;
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The tests of `data` (JSON text: a list of `{ test, result, range, file }`):
 * texts trimmed, blank ones left out. 400 when it is not such a list;
 * "Test results not completed" when it holds no test.
 */
export function sentTestsOf(data: string): SentTest[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    parsed = undefined;
  }
  // (ours) The screen always sends a list; anything else is a client error worth naming.
  const shape = 'data must be a JSON list of tests: { test, result, range, file }';
  if (!Array.isArray(parsed)) throw badRequest(shape);
  const tests = parsed.map((entry: unknown): SentTest => {
    if (typeof entry !== 'object' || entry === null) throw badRequest(shape);
    const fields = entry as Record<string, unknown>;
    for (const key of ['test', 'result', 'range', 'file']) {
      const value = fields[key];
      if (value !== undefined && value !== null && typeof value !== 'string') throw badRequest(shape);
    }
    const test = textOf(fields.test);
    if (!test) throw badRequest(shape);
    const result = textOf(fields.result);
    const range = textOf(fields.range);
    const file = textOf(fields.file);
    return { test, ...(result ? { result } : {}), ...(range ? { range } : {}), ...(file ? { file } : {}) };
  });
  if (tests.length === 0) throw badRequest(NO_TEST_RESULTS);
  return tests;
}

/** A test's results as they will be stored, with the name of the file part to store as its report. */
export interface TestResult {
  test: string;
  result?: string;
  range?: string;
  upload?: string;
}

/**
 * Matches the sent tests to the request's, by name (a name the request holds
 * twice is matched in order): every sent one must be a test of the request,
 * every test of the request needs its result and range, or a file ("Please
 * add result and range or select file for test {test}", the first such test
 * in the request's order), and each file named must be a part that was sent,
 * each part named by a test. Answers the request's tests in its order with
 * what was sent for them.
 */
export function resultsOf(requested: readonly LabTestRecord[], sent: readonly SentTest[], parts: ReadonlySet<string>) {
  const slots = new Map<string, number[]>();
  requested.forEach(({ test }, index) => slots.set(test, [...(slots.get(test) ?? []), index]));
  const byIndex = new Map<number, SentTest>();
  for (const test of sent) {
    // (ours) Clear 400s for what the screen never sends.
    const free = slots.get(test.test);
    if (!free) throw badRequest(`${test.test} is not a test of this lab request`);
    const index = free.shift();
    if (index === undefined) throw badRequest(`Test ${test.test} is sent more often than the request holds it`);
    byIndex.set(index, test);
  }
  const results = requested.map(({ test }, index): TestResult => {
    const sentTest = byIndex.get(index);
    const complete = sentTest && ((sentTest.result && sentTest.range) || sentTest.file);
    if (!sentTest || !complete) throw badRequest(incompleteTest(test));
    if (sentTest.file && !parts.has(sentTest.file)) {
      throw badRequest(`The file ${sentTest.file} of test ${test} was not sent`);
    }
    return {
      test,
      ...(sentTest.result ? { result: sentTest.result } : {}),
      ...(sentTest.range ? { range: sentTest.range } : {}),
      ...(sentTest.file ? { upload: sentTest.file } : {}),
    };
  });
  const named = new Set(results.flatMap((r) => (r.upload ? [r.upload] : [])));
  for (const part of parts) {
    if (!named.has(part)) throw badRequest(`The file ${part} is not named by any test`);
  }
  return results;
}

/**
 * The file parts by name, each read and checked: at most 20 MB ("Max size
 * should be 20 MB", 413), a PDF by its content whatever its name or declared
 * type ("Only pdf files are allowed", 415). Two parts of the same name are
 * refused (400): a test names its file by it.
 */
export async function reportsOf(files: readonly File[]): Promise<Map<string, Uint8Array>> {
  const names = new Set<string>();
  for (const file of files) {
    if (names.has(file.name)) throw badRequest(`Two files are named ${file.name}: give each its own name`);
    names.add(file.name);
    if (file.size > LAB_REPORT_MAX_BYTES) throw new HttpError(413, TOO_BIG);
  }
  const reports = new Map<string, Uint8Array>();
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length === 0 || (await sniff(bytes, ['pdf'])) !== 'pdf') throw new HttpError(415, NOT_PDF);
    reports.set(file.name, bytes);
  }
  return reports;
}
