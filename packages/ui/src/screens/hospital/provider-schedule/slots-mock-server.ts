import { type FixtureSchema, mockUrl, readMockJson } from '@aafiya/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';

type Slot = FixtureSchema<'Slot'>;

/** A request the fake slots API received (bodies decrypted). */
export interface SlotCall {
  method: 'POST' | 'DELETE';
  /** The contract path, e.g. `/slots/series`. */
  path: string;
  /** The path id, when the path has one. */
  id?: string;
  body?: unknown;
}

/** The 409 message of the fake API when a new slot overlaps another slot of the provider. */
export const OVERLAP_MESSAGE = 'The slot overlaps another slot of this provider.';

interface Owner {
  hospitalId: string;
  doctorId?: string;
  nurseId?: string;
  type?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const onHalfHour = (iso: unknown) =>
  typeof iso === 'string' && !Number.isNaN(Date.parse(iso)) && new Date(iso).getTime() % (30 * 60_000) === 0;

/**
 * Checks a create body as the contract says (SlotCreate / SlotSeriesCreate):
 * the hospital, a doctor or a nurse with type NURSE (never both), ranges on
 * half hours, each 30 minutes long. Gives the problem, or null.
 */
function ownerProblem(body: Record<string, unknown>): string | null {
  if (typeof body.hospitalId !== 'string') return 'hospitalId is required';
  const doctor = typeof body.doctorId === 'string';
  const nurse = typeof body.nurseId === 'string';
  if (doctor === nurse) return 'exactly one of doctorId and nurseId is required';
  if (nurse && body.type !== 'NURSE') return 'type must be NURSE for a nurse slot';
  if (doctor && body.type !== undefined) return 'type is only for nurse slots';
  return null;
}

function rangeProblem(range: unknown): string | null {
  if (!isRecord(range) || !onHalfHour(range.from) || !onHalfHour(range.to))
    return 'from and to must be half-hour date-times';
  // As the API: a slot is exactly 30 minutes (000 §9).
  return Date.parse(String(range.to)) - Date.parse(String(range.from)) === 30 * 60_000
    ? null
    : 'A slot lasts 30 minutes: to must be 30 minutes after from';
}

const ownerOf = (slot: Slot) => slot.doctorId?._id ?? slot.nurseId?._id;

/**
 * An in-memory slots API for connected stories: lists, creates (one slot or a
 * series, all or nothing, 409 on any overlap) and deletes slots, and records
 * every call, so a play function can check the requests and see the calendar
 * change. `reset()` in the story's `beforeEach`.
 */
export function createSlotsServer(initial: () => Slot[]) {
  let slots = initial();
  let created = 0;
  const calls: SlotCall[] = [];

  const owns = (id: string) => (slot: Slot) => ownerOf(slot) === id;
  const overlaps = (owner: string, from: string, to: string) =>
    slots.some(
      (slot) =>
        ownerOf(slot) === owner && Date.parse(slot.from) < Date.parse(to) && Date.parse(from) < Date.parse(slot.to),
    );
  const build = (owner: Owner, range: { from: string; to: string }): Slot => {
    created += 1;
    return {
      _id: `slot-new-${created}`,
      from: range.from,
      to: range.to,
      status: 'AVAILABLE',
      hospitalId: { _id: owner.hospitalId },
      ...(owner.doctorId ? { doctorId: { _id: owner.doctorId } } : {}),
      ...(owner.nurseId ? { nurseId: { _id: owner.nurseId }, type: 'NURSE' } : {}),
    };
  };

  const list = (path: '/slots/all/doctor/{id}' | '/slots/all/nurse/{id}') =>
    http.post(mockUrl(path), async ({ request, params }) => {
      const id = String(params.id);
      const body = await readMockJson(request);
      calls.push({ method: 'POST', path, id, body });
      const window = isRecord(body) ? body : {};
      const start = typeof window.from === 'string' ? Date.parse(window.from) : -Infinity;
      const end = typeof window.to === 'string' ? Date.parse(window.to) : Infinity;
      const data = slots
        .filter(owns(id))
        .filter((slot) => Date.parse(slot.from) >= start && Date.parse(slot.from) < end);
      return HttpResponse.json({ data });
    });

  const remove = (path: '/slots/delete/{id}' | '/slots/delete/nurse/{id}') =>
    http.delete(mockUrl(path), ({ params }) => {
      const id = String(params.id);
      calls.push({ method: 'DELETE', path, id });
      const slot = slots.find((item) => item._id === id);
      if (!slot) return HttpResponse.json({ message: 'Slot not found' }, { status: 404 });
      slots = slots.filter((item) => item !== slot);
      return HttpResponse.json({ message: 'Deleted', data: { _id: id } });
    });

  const handlers: HttpHandler[] = [
    list('/slots/all/doctor/{id}'),
    list('/slots/all/nurse/{id}'),
    http.post(mockUrl('/slots/series'), async ({ request }) => {
      const body = await readMockJson(request);
      calls.push({ method: 'POST', path: '/slots/series', body });
      if (!isRecord(body) || !Array.isArray(body.slots) || body.slots.length === 0) {
        return HttpResponse.json({ message: 'slots must not be empty' }, { status: 400 });
      }
      const problem = ownerProblem(body) ?? body.slots.map(rangeProblem).find((item) => item !== null) ?? null;
      if (problem) return HttpResponse.json({ message: problem }, { status: 400 });
      const owner = body as unknown as Owner;
      const ranges = body.slots as { from: string; to: string }[];
      const id = owner.doctorId ?? owner.nurseId ?? '';
      if (ranges.some((range) => overlaps(id, range.from, range.to))) {
        return HttpResponse.json({ message: OVERLAP_MESSAGE }, { status: 409 });
      }
      const made = ranges.map((range) => build(owner, range));
      slots = [...slots, ...made];
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
    http.post(mockUrl('/slots'), async ({ request }) => {
      const body = await readMockJson(request);
      calls.push({ method: 'POST', path: '/slots', body });
      if (!isRecord(body)) return HttpResponse.json({ message: 'A slot is required' }, { status: 400 });
      const problem = ownerProblem(body) ?? rangeProblem(body);
      if (problem) return HttpResponse.json({ message: problem }, { status: 400 });
      const owner = body as unknown as Owner & { from: string; to: string };
      if (overlaps(owner.doctorId ?? owner.nurseId ?? '', owner.from, owner.to)) {
        return HttpResponse.json({ message: OVERLAP_MESSAGE }, { status: 409 });
      }
      const slot = build(owner, owner);
      slots = [...slots, slot];
      return HttpResponse.json({ data: slot }, { status: 201 });
    }),
    remove('/slots/delete/{id}'),
    remove('/slots/delete/nurse/{id}'),
  ];

  return {
    handlers,
    calls,
    /** The calls other than listings: what the user changed. */
    changes: () => calls.filter((call) => !call.path.startsWith('/slots/all/')),
    reset: () => {
      slots = initial();
      created = 0;
      calls.length = 0;
    },
  };
}
