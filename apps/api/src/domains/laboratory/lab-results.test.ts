import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { files, laboratories, labRequests } from '../../db/schema';
import { newId } from '../../ids';
import type { NotificationEvent } from '../../notifications/publisher';
import { pdfBytes, pngBytes } from '../../../test/fixtures';
import { createTenant, type Tenant } from '../../../test/tenants';
import { startTestServer } from '../../../test/test-server';
import { expectConforms, send, type TestServer } from '../doctor/testing/paper-fixtures';
import { LAB_REPORT_MAX_BYTES, reportsOf, resultsOf } from './lab-result-rules';

// The laboratory sends a request's results (001 §4 "Lab result submission",
// §8 "Lab"): result and range or a PDF per test, checked whole before
// anything is stored; the request's doctor, hospital and patient are told. A
// laboratory reads and answers only the requests addressed to it.

let server: TestServer;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'lab-res-a');
  b = await createTenant(server, 'lab-res-b');
});
afterAll(async () => {
  await server.close();
});

async function insertRequest(t: Tenant, extra: Partial<typeof labRequests.$inferInsert> = {}) {
  const id = newId();
  await server.services.database.db.insert(labRequests).values({
    id,
    hospitalId: t.hospitalId,
    doctorId: t.doctorId,
    patientId: t.patientId,
    laboratoryId: t.laboratoryId,
    tests: [{ test: 'CBC' }, { test: 'TSH' }],
    ...extra,
  });
  return id;
}

interface SentTest {
  test: string;
  result?: string;
  range?: string;
  file?: string;
}

/** POST /labRequests/updateRequest as the screen sends it: id, data (JSON) and the PDFs as `files` parts. */
async function submit(token: string, id: string, tests: SentTest[], reports: File[] = [], origin?: string) {
  const form = new FormData();
  form.append('id', id);
  form.append('data', JSON.stringify(tests));
  for (const file of reports) form.append('files', file);
  const init = { method: 'POST', headers: { authorization: `Bearer ${token}`, timezone: 'Asia/Dubai' }, body: form };
  const path = '/api/labRequests/updateRequest';
  const response = origin ? await fetch(`${origin}${path}`, init) : await server.app.request(path, init);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    /** `close` when the body limit refused the body unread (http/body-limit.ts). */
    connection: response.headers.get('connection'),
  };
}

/** The API behind a real HTTP server, as `npm start` serves it: bodies arrive with their Content-Length. */
async function httpServer() {
  const http = serve({ fetch: server.app.fetch, port: 0, overrideGlobalObjects: false });
  await new Promise<void>((resolve) => http.once('listening', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => {
          resolve();
        });
      }),
  };
}

const pdf = (name: string, bytes: Uint8Array = pdfBytes) => new File([bytes], name, { type: 'application/pdf' });
const complete: SentTest[] = [
  { test: 'CBC', result: '5.1', range: '4.5-5.9' },
  { test: 'TSH', result: '2.0', range: '0.4-4.0' },
];

async function statusOf(id: string) {
  const [row] = await server.services.database.db.select().from(labRequests).where(eq(labRequests.id, id));
  return row;
}
async function storedFiles() {
  const [row] = await server.services.database.db.select({ n: count() }).from(files);
  return row?.n ?? 0;
}

/** Collects what the publisher delivers to these users' streams. */
function inbox(userIds: string[]) {
  const events = new Map<string, NotificationEvent[]>(userIds.map((id) => [id, []]));
  const stops = userIds.map((id) =>
    server.services.notifications.subscribe(id, {
      deliver: (event) => events.get(id)?.push(event),
      close: () => undefined,
    }),
  );
  return {
    events,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

describe('POST /labRequests/updateRequest: sending results', () => {
  it('completes the request with results and ranges and tells its doctor, hospital, receptionists and patient', async () => {
    const id = await insertRequest(a);
    const box = inbox([
      a.userIds.DOCTOR,
      a.userIds.HOSPITAL,
      a.userIds.RECEPTIONIST,
      a.userIds.PATIENT,
      a.userIds.NURSE,
      b.userIds.HOSPITAL,
    ]);
    const answer = await submit(a.tokens.LABORTORY, id, [
      { test: 'TSH', result: ' 2.0 ', range: '0.4-4.0' },
      { test: 'CBC', result: '5.1', range: '4.5-5.9' },
    ]);
    box.stop();
    expect(answer.status).toBe(200);
    expectConforms(server, 'submitLabResults', answer.body);
    expect(answer.body.data).toMatchObject({
      _id: id,
      status: 'completed',
      tests: [
        { test: 'CBC', result: '5.1', range: '4.5-5.9' },
        { test: 'TSH', result: '2.0', range: '0.4-4.0' },
      ],
    });
    for (const userId of [a.userIds.DOCTOR, a.userIds.HOSPITAL, a.userIds.RECEPTIONIST, a.userIds.PATIENT]) {
      const events = box.events.get(userId) ?? [];
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        title: 'Lab results ready',
        data: { kind: 'LAB_RESULTS_SENT', labRequestId: id, hospitalId: a.hospitalId },
      });
    }
    expect(box.events.get(a.userIds.NURSE)).toEqual([]);
    expect(box.events.get(b.userIds.HOSPITAL)).toEqual([]);
  });

  it('stores a PDF report that the request’s doctor, hospital, patient and laboratory download, byte for byte', async () => {
    const id = await insertRequest(a);
    const report = new Uint8Array([...pdfBytes, ...new TextEncoder().encode('% CBC report\n')]);
    const answer = await submit(
      a.tokens.LABORTORY,
      id,
      [
        { test: 'CBC', file: 'cbc.pdf' },
        { test: 'TSH', result: '2.0', range: '0.4-4.0' },
      ],
      [pdf('cbc.pdf', report)],
    );
    expect(answer.status).toBe(200);
    expectConforms(server, 'submitLabResults', answer.body);
    const tests = (answer.body.data as { tests: { test: string; file?: string }[] }).tests;
    const file = tests[0]?.file ?? '';
    expect(file).toMatch(/^\/api\/files\/[a-f0-9]{32}\.pdf$/);
    expect(tests[1]).toEqual({ test: 'TSH', result: '2.0', range: '0.4-4.0' });
    const fileId = file.split('/').at(-1) ?? '';
    for (const token of [a.tokens.DOCTOR, a.tokens.HOSPITAL, a.tokens.PATIENT, a.tokens.LABORTORY]) {
      const download = await send(server, 'GET', `/labRequests/report/${id}/${fileId}`, token);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.bytes).toEqual(report);
    }
    // A private file: never served as a public one.
    expect((await server.app.request(file)).status).toBe(404);
    expect((await send(server, 'GET', `/labRequests/report/${id}/${fileId}`, b.tokens.LABORTORY)).status).toBe(403);
  });

  it('answers the specification’s messages for no tests and a test without range or file (400), storing nothing', async () => {
    const id = await insertRequest(a);
    const none = await submit(a.tokens.LABORTORY, id, []);
    expect(none).toMatchObject({ status: 400, body: { message: 'Test results not completed' } });
    const noRange = await submit(a.tokens.LABORTORY, id, [
      { test: 'CBC', result: '5.1', range: '4.5-5.9' },
      { test: 'TSH', result: '2.0', range: ' ' },
    ]);
    expect(noRange).toMatchObject({
      status: 400,
      body: { message: 'Please add result and range or select file for test TSH' },
    });
    const left = await submit(a.tokens.LABORTORY, id, [{ test: 'TSH', result: '2.0', range: '0.4-4.0' }]);
    expect(left.body.message).toBe('Please add result and range or select file for test CBC');
    const unknown = await submit(a.tokens.LABORTORY, id, [...complete, { test: 'Ferritin', result: '1', range: '2' }]);
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Ferritin is not a test of this lab request' } });
    const notSent = await submit(a.tokens.LABORTORY, id, [
      { test: 'CBC', file: 'cbc.pdf' },
      { test: 'TSH', result: '2.0', range: '0.4-4.0' },
    ]);
    expect(notSent).toMatchObject({ status: 400, body: { message: 'The file cbc.pdf of test CBC was not sent' } });
    const stray = await submit(a.tokens.LABORTORY, id, complete, [pdf('extra.pdf')]);
    expect(stray).toMatchObject({ status: 400, body: { message: 'The file extra.pdf is not named by any test' } });
    for (const data of ['not json', '{"test":"CBC"}', '[{"result":"5"}]', '[{"test":"CBC","result":5}]']) {
      const form = new FormData();
      form.append('id', id);
      form.append('data', data);
      const bad = await server.app.request('/api/labRequests/updateRequest', {
        method: 'POST',
        headers: { authorization: `Bearer ${a.tokens.LABORTORY}` },
        body: form,
      });
      expect(bad.status, data).toBe(400);
    }
    expect((await statusOf(id))?.status).toBe('pending');
  });

  it('refuses a PNG renamed .pdf (415 "Only pdf files are allowed") and stores nothing', async () => {
    const id = await insertRequest(a);
    const before = await storedFiles();
    const writes = vi.spyOn(server.services.files, 'saveBytes');
    const answer = await submit(
      a.tokens.LABORTORY,
      id,
      [
        { test: 'CBC', file: 'good.pdf' },
        { test: 'TSH', file: 'scan.pdf' },
      ],
      [pdf('good.pdf'), pdf('scan.pdf', pngBytes)],
    );
    expect(answer).toMatchObject({ status: 415, body: { message: 'Only pdf files are allowed' } });
    expect(writes).not.toHaveBeenCalled();
    writes.mockRestore();
    expect(await storedFiles()).toBe(before);
    expect(await statusOf(id)).toMatchObject({ status: 'pending', tests: [{ test: 'CBC' }, { test: 'TSH' }] });
  });

  it('refuses a report over 20 MB (413 "Max size should be 20 MB") in a body of several full-size reports', async () => {
    // The one large body of this file, through a real HTTP server: a 20 MB report (allowed) and one a
    // byte over. The body (40 MB) is above the server's general limit (21 MB): the submission's own limit
    // lets it through to the check of each file, which answers the specification's message.
    const id = await insertRequest(a);
    const full = new Uint8Array(LAB_REPORT_MAX_BYTES);
    full.set(pdfBytes);
    const over = new Uint8Array(LAB_REPORT_MAX_BYTES + 1);
    over.set(pdfBytes);
    const http = await httpServer();
    try {
      const answer = await submit(
        a.tokens.LABORTORY,
        id,
        [
          { test: 'CBC', file: 'full.pdf' },
          { test: 'TSH', file: 'over.pdf' },
        ],
        [pdf('full.pdf', full), pdf('over.pdf', over)],
        http.origin,
      );
      expect(answer).toMatchObject({ status: 413, body: { message: 'Max size should be 20 MB' } });
      // Answered by the check of each file, having read the body: not by the body limit.
      expect(answer.connection).not.toBe('close');
    } finally {
      await http.close();
    }
    expect((await statusOf(id))?.status).toBe('pending');
    // A report of exactly 20 MB passes the checks.
    expect([...(await reportsOf([pdf('full.pdf', full)])).keys()]).toEqual(['full.pdf']);
  });

  it('answers a body over the submission’s limit with the same 413 message before reading it', async () => {
    const response = await server.app.request('/api/labRequests/updateRequest', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${a.tokens.LABORTORY}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(200 * 1024 * 1024),
      },
      body: '--x--',
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ message: 'Max size should be 20 MB' });
  });

  it('answers 409 once completed; of two submissions at the same moment one wins and the other stores nothing', async () => {
    const done = await insertRequest(a, { status: 'completed', tests: [{ test: 'CBC', result: '5', range: '4-6' }] });
    const late = await submit(a.tokens.LABORTORY, done, [{ test: 'CBC', result: '6', range: '4-6' }]);
    expect(late).toMatchObject({
      status: 409,
      body: { message: 'The results of this lab request have already been sent' },
    });
    expect((await statusOf(done))?.tests).toEqual([{ test: 'CBC', result: '5', range: '4-6' }]);

    const id = await insertRequest(a);
    const before = await storedFiles();
    const race = await Promise.all(
      ['first', 'second'].map((tag) =>
        submit(
          a.tokens.LABORTORY,
          id,
          [
            { test: 'CBC', file: `${tag}.pdf` },
            { test: 'TSH', result: tag, range: '0.4-4.0' },
          ],
          [pdf(`${tag}.pdf`)],
        ),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await storedFiles()).toBe(before + 1);
    const row = await statusOf(id);
    expect(['first', 'second']).toContain(row?.tests[1]?.result);
    expect(await server.services.files.read(row?.tests[0]?.file?.split('/').at(-1) ?? '')).toBeDefined();
  });

  it('removes the reports it wrote when the request is completed meanwhile (409)', async () => {
    const id = await insertRequest(a);
    const before = await storedFiles();
    const store = server.services.files;
    const save = store.saveBytes.bind(store);
    const written: string[] = [];
    // The other submission completes the request while this one writes its report.
    const writes = vi.spyOn(store, 'saveBytes').mockImplementation(async (...args) => {
      const file = await save(...args);
      if (file) written.push(file.storedName);
      await server.services.database.db.update(labRequests).set({ status: 'completed' }).where(eq(labRequests.id, id));
      return file;
    });
    const answer = await submit(
      a.tokens.LABORTORY,
      id,
      [
        { test: 'CBC', file: 'cbc.pdf' },
        { test: 'TSH', result: '2.0', range: '0.4-4.0' },
      ],
      [pdf('cbc.pdf')],
    );
    writes.mockRestore();
    expect(answer.status).toBe(409);
    expect(written).toHaveLength(1);
    expect(await store.read(written[0] ?? '')).toBeUndefined();
    expect(await storedFiles()).toBe(before);
    expect((await statusOf(id))?.tests).toEqual([{ test: 'CBC' }, { test: 'TSH' }]);
  });

  it('refuses another laboratory, of this hospital or another (403), other roles (403), an unknown request (404)', async () => {
    const id = await insertRequest(a);
    // A second laboratory of hospital A.
    const otherLab = newId();
    await server.services.database.db.insert(laboratories).values({
      id: otherLab,
      hospitalId: a.hospitalId,
      firstName: 'Second',
      lastName: 'Lab',
      email: 'second-lab-res@staff.test',
      mobile: '+971-50 555 0198',
    });
    expect((await submit(b.tokens.LABORTORY, id, complete)).status).toBe(403);
    const elsewhere = await insertRequest(a, { laboratoryId: otherLab });
    expect((await submit(a.tokens.LABORTORY, elsewhere, complete)).status).toBe(403);
    for (const token of [a.tokens.DOCTOR, a.tokens.HOSPITAL, a.tokens.PATIENT, a.tokens.NURSE]) {
      expect((await submit(token, id, complete)).status).toBe(403);
    }
    expect((await submit(a.tokens.LABORTORY, newId(), complete)).status).toBe(404);
    expect((await statusOf(id))?.status).toBe('pending');
  });
});

describe('matching the sent tests to the request', () => {
  it('matches a test the request holds twice in order, and refuses a third', () => {
    const requested = [{ test: 'CBC' }, { test: 'TSH' }, { test: 'CBC' }];
    const sent = [
      { test: 'CBC', result: '1', range: '0-2' },
      { test: 'TSH', file: 'tsh.pdf' },
      { test: 'CBC', result: '3', range: '2-4' },
    ];
    expect(resultsOf(requested, sent, new Set(['tsh.pdf']))).toEqual([
      { test: 'CBC', result: '1', range: '0-2' },
      { test: 'TSH', upload: 'tsh.pdf' },
      { test: 'CBC', result: '3', range: '2-4' },
    ]);
    const third = [...sent, { test: 'CBC', result: '5', range: '4-6' }];
    expect(() => resultsOf(requested, third, new Set(['tsh.pdf']))).toThrow(
      'Test CBC is sent more often than the request holds it',
    );
  });
});

describe('a laboratory reads only its own requests', () => {
  it("lists its own pending requests, never another laboratory's (403 for theirs)", async () => {
    const mine = await insertRequest(b);
    const theirs = await insertRequest(a);
    const own = await send(server, 'GET', `/labRequests/${b.laboratoryId}?status=pending`, b.tokens.LABORTORY);
    expect(own.status).toBe(200);
    const ids = (own.body.data as { labRequests: { _id: string }[] }).labRequests.map((r) => r._id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect((await send(server, 'GET', `/labRequests/${a.laboratoryId}`, b.tokens.LABORTORY)).status).toBe(403);
  });

  it("lists its own requests of a day, never another laboratory's or hospital's (403)", async () => {
    const mine = await insertRequest(b);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    const own = await send(server, 'POST', '/labRequests/getLabRequests', b.tokens.LABORTORY, {
      id: b.laboratoryId,
      date: today,
    });
    expect(own.status).toBe(200);
    const rows = own.body.data as { _id: string; laboratoryId?: { _id: string } }[];
    expect(rows.map((r) => r._id)).toContain(mine);
    expect(new Set(rows.map((r) => r.laboratoryId?._id))).toEqual(new Set([b.laboratoryId]));
    for (const id of [a.laboratoryId, a.hospitalId, b.hospitalId]) {
      const other = await send(server, 'POST', '/labRequests/getLabRequests', b.tokens.LABORTORY, { id, date: today });
      expect(other.status, id).toBe(403);
    }
  });
});
