import { MutationObserver, type MutationOptions, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../client/api-error';
import { createApiClient } from '../../client/create-api-client';
import { scheduling } from '../../mocks';
import { createHandlers, mockError, mockOperation, mockUrl, readMockJson } from '../../mocks/handlers';
import type { components } from '../../schema.gen';
import { createMemoryStorage, createSession } from '../../session';
import {
  monthSlotWindow,
  providerSlotsQueryOptions,
  type ScheduleProvider,
  scheduleMutations,
  toScheduleSlot,
  toScheduleSlots,
} from './slots';

type Slot = components['schemas']['Slot'];

const BASE = 'http://mock.test/api';
const server = setupServer(...createHandlers({ baseUrl: BASE }));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const api = createApiClient({ baseUrl: BASE, session: createSession(createMemoryStorage()) });
const doctor: ScheduleProvider = { kind: 'doctor', doctorId: 'doc-ahmed-mansoori', hospitalId: 'hosp-marina-care' };
const nurse: ScheduleProvider = { kind: 'nurse', nurseId: 'nurse-aisha-kaabi', hospitalId: 'hosp-marina-care' };

/** Runs a mutation's options as the hooks would. */
function run<Result, Variables>(
  queryClient: QueryClient,
  options: MutationOptions<Result, Error, Variables>,
  variables: Variables,
): Promise<Result> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

const slot = (id: string, from: string, extra: Partial<Slot> = {}): Slot => ({
  _id: id,
  from,
  to: new Date(Date.parse(from) + 30 * 60_000).toISOString(),
  ...extra,
});

describe('slot view models', () => {
  it('maps a booked slot with the patient, family member, service and description', () => {
    expect(
      toScheduleSlot({
        ...slot('s1', '2026-12-05T07:00:00.000Z', { status: 'BOOKED', description: 'Flu vaccine for my son.' }),
        patientId: { _id: 'p1', firstName: 'Mariam', lastName: 'Al Kaabi' },
        familyMemberId: { _id: 'f1', firstName: 'Hamad', lastName: 'Al Kaabi', relation: 'SON' },
        serviceId: { _id: 'svc', name: 'Vaccination' },
      }),
    ).toEqual({
      id: 's1',
      from: '2026-12-05T07:00:00.000Z',
      to: '2026-12-05T07:30:00.000Z',
      status: 'BOOKED',
      patientName: 'Mariam Al Kaabi',
      familyMemberName: 'Hamad Al Kaabi',
      familyMemberRelation: 'SON',
      serviceName: 'Vaccination',
      description: 'Flu vaccine for my son.',
    });
  });

  it('leaves a free slot without status or patient, and sorts a listing by start', () => {
    const late = slot('late', '2026-12-02T10:00:00Z');
    const early = slot('early', '2026-12-02T08:00:00Z', { status: 'AVAILABLE' });
    expect(toScheduleSlot(late)).toEqual({ id: 'late', from: late.from, to: late.to });
    expect(toScheduleSlots({ data: [late, early] }).map((item) => item.id)).toEqual(['early', 'late']);
  });

  it('lists a month with a day to spare on each side, for any time zone', () => {
    expect(monthSlotWindow('2026-12-20')).toEqual({
      from: '2026-11-30T00:00:00.000Z',
      to: '2027-01-02T00:00:00.000Z',
    });
    expect(monthSlotWindow('2027-02-01')).toEqual({
      from: '2027-01-31T00:00:00.000Z',
      to: '2027-03-02T00:00:00.000Z',
    });
  });
});

describe('listing', () => {
  it("asks for the doctor's month and maps the answer", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mockUrl('/slots/all/doctor/:id', BASE), async ({ request, params }) => {
        bodies.push({ id: params.id, body: await readMockJson(request) });
        return HttpResponse.json({ data: scheduling.slots.slice(0, 3) });
      }),
    );
    const queryClient = new QueryClient();
    const slots = await queryClient.query(providerSlotsQueryOptions(api, doctor, '2026-12-01'));
    expect(bodies).toEqual([{ id: doctor.doctorId, body: monthSlotWindow('2026-12-01') }]);
    expect(slots.map((item) => item.id)).toEqual(['slot-ahmed-0900', 'slot-ahmed-0930', 'slot-ahmed-1000']);
  });
});

describe('creating slots', () => {
  it('sends one range to POST /slots with the doctor', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mockUrl('/slots', BASE), async ({ request }) => {
        const body = (await readMockJson(request)) as { from: string; to: string };
        bodies.push(body);
        return HttpResponse.json({ data: slot('new-1', body.from) }, { status: 201 });
      }),
    );
    const queryClient = new QueryClient();
    const created = await run(queryClient, scheduleMutations.create(api, queryClient, doctor), [
      { from: '2026-12-03T06:00:00.000Z', to: '2026-12-03T06:30:00.000Z' },
    ]);
    expect(bodies).toEqual([
      {
        hospitalId: 'hosp-marina-care',
        doctorId: 'doc-ahmed-mansoori',
        from: '2026-12-03T06:00:00.000Z',
        to: '2026-12-03T06:30:00.000Z',
      },
    ]);
    expect(created).toEqual([{ id: 'new-1', from: '2026-12-03T06:00:00.000Z', to: '2026-12-03T06:30:00.000Z' }]);
  });

  it('sends a repeat as ONE POST /slots/series for a nurse (type NURSE)', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post(mockUrl('/slots', BASE), () => {
        requests.push('single');
        return HttpResponse.json({ message: 'not expected' }, { status: 500 });
      }),
      http.post(mockUrl('/slots/series', BASE), async ({ request }) => {
        const body = (await readMockJson(request)) as { slots: { from: string }[] };
        requests.push(body);
        return HttpResponse.json(
          { data: body.slots.map((range, index) => slot(`series-${index}`, range.from, { type: 'NURSE' })) },
          { status: 201 },
        );
      }),
    );
    const ranges = [
      { from: '2026-12-03T06:00:00.000Z', to: '2026-12-03T06:30:00.000Z' },
      { from: '2026-12-10T06:00:00.000Z', to: '2026-12-10T06:30:00.000Z' },
    ];
    const queryClient = new QueryClient();
    const created = await run(queryClient, scheduleMutations.create(api, queryClient, nurse), ranges);
    expect(requests).toEqual([
      { hospitalId: 'hosp-marina-care', nurseId: 'nurse-aisha-kaabi', type: 'NURSE', slots: ranges },
    ]);
    expect(created.map((item) => item.id)).toEqual(['series-0', 'series-1']);
  });

  it('appends the new slots to the cached months they fall in, only for that provider', async () => {
    const queryClient = new QueryClient();
    const december = providerSlotsQueryOptions(api, doctor, '2026-12-01');
    const january = providerSlotsQueryOptions(api, doctor, '2027-01-01');
    const otherDoctor = providerSlotsQueryOptions(api, { ...doctor, doctorId: 'doc-fatima-hashimi' }, '2026-12-01');
    const existing = slot('existing', '2026-12-02T05:00:00.000Z');
    for (const options of [december, january, otherDoctor])
      queryClient.setQueryData(options.queryKey, { data: [existing] });
    server.use(
      mockOperation(
        'post',
        '/slots/series',
        { data: [slot('dec-9', '2026-12-09T05:00:00.000Z'), slot('jan-6', '2027-01-06T05:00:00.000Z')] },
        { status: 201, baseUrl: BASE },
      ),
    );
    await run(queryClient, scheduleMutations.create(api, queryClient, doctor), [
      { from: '2026-12-09T05:00:00.000Z', to: '2026-12-09T05:30:00.000Z' },
      { from: '2027-01-06T05:00:00.000Z', to: '2027-01-06T05:30:00.000Z' },
    ]);
    const ids = (key: readonly unknown[]) =>
      queryClient.getQueryData<{ data: Slot[] }>(key)?.data.map((item) => item._id);
    expect(ids(december.queryKey)).toEqual(['existing', 'dec-9']);
    expect(ids(january.queryKey)).toEqual(['existing', 'jan-6']);
    expect(ids(otherDoctor.queryKey)).toEqual(['existing']);
  });

  it("rejects with the server's message on 409 and changes no cache", async () => {
    const queryClient = new QueryClient();
    const december = providerSlotsQueryOptions(api, doctor, '2026-12-01');
    queryClient.setQueryData(december.queryKey, { data: [] });
    const message = 'The slot overlaps another slot of this doctor (03/12/2026 10:00 AM).';
    server.use(mockError('post', '/slots/series', 409, { message }, { baseUrl: BASE }));
    const attempt = run(queryClient, scheduleMutations.create(api, queryClient, doctor), [
      { from: '2026-12-03T06:00:00.000Z', to: '2026-12-03T06:30:00.000Z' },
      { from: '2026-12-10T06:00:00.000Z', to: '2026-12-10T06:30:00.000Z' },
    ]);
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toThrow(message);
    expect(queryClient.getQueryData<{ data: Slot[] }>(december.queryKey)?.data).toEqual([]);
  });
});

describe('deleting a slot', () => {
  it('deletes a doctor slot and removes it from the cache', async () => {
    const paths: string[] = [];
    server.use(
      http.delete(mockUrl('/slots/delete/:id', BASE), ({ params }) => {
        paths.push(`doctor:${String(params.id)}`);
        return HttpResponse.json({ data: { _id: String(params.id) } });
      }),
    );
    const queryClient = new QueryClient();
    const december = providerSlotsQueryOptions(api, doctor, '2026-12-01');
    queryClient.setQueryData(december.queryKey, {
      data: [slot('keep', '2026-12-02T05:00:00Z'), slot('gone', '2026-12-02T06:00:00Z')],
    });
    await run(queryClient, scheduleMutations.delete(api, queryClient, doctor), 'gone');
    expect(paths).toEqual(['doctor:gone']);
    expect(queryClient.getQueryData<{ data: Slot[] }>(december.queryKey)?.data.map((item) => item._id)).toEqual([
      'keep',
    ]);
  });

  it('deletes a nurse slot through /slots/delete/nurse/{id}', async () => {
    const paths: string[] = [];
    server.use(
      http.delete(mockUrl('/slots/delete/nurse/:id', BASE), ({ params }) => {
        paths.push(`nurse:${String(params.id)}`);
        return HttpResponse.json({ data: { _id: String(params.id) } });
      }),
    );
    const queryClient = new QueryClient();
    await run(queryClient, scheduleMutations.delete(api, queryClient, nurse), 'slot-aisha-1600');
    expect(paths).toEqual(['nurse:slot-aisha-1600']);
  });

  it('fails when the answer has no data, and keeps the slot', async () => {
    server.use(http.delete(mockUrl('/slots/delete/:id', BASE), () => HttpResponse.json({ message: 'Deleted' })));
    const queryClient = new QueryClient();
    const december = providerSlotsQueryOptions(api, doctor, '2026-12-01');
    queryClient.setQueryData(december.queryKey, { data: [slot('kept', '2026-12-02T05:00:00Z')] });
    await expect(run(queryClient, scheduleMutations.delete(api, queryClient, doctor), 'kept')).rejects.toThrow(
      'Failed to delete slot',
    );
    expect(queryClient.getQueryData<{ data: Slot[] }>(december.queryKey)?.data).toHaveLength(1);
  });
});
