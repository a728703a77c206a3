import { type FixtureSchema, hospitals, mockUrl, patients, readMockJson, staff } from '@aafiya/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';

type Slot = FixtureSchema<'Slot'>;

/** A write the fake booking API received (bodies decrypted). */
export interface BookingCall {
  method: 'POST' | 'DELETE';
  path: '/appointments' | '/appointments/cancel/{id}';
  id?: string;
  body?: unknown;
}

export interface BookingServerOptions {
  /** The signed-in patient (his bookings come with their patient; others' are redacted as the API does). */
  patientId: string;
  /** His family members (`GET /patients/profile/{id}`); default: Hamad and Salem. */
  familyMembers?: FixtureSchema<'FamilyMember'>[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const ownerOf = (slot: Slot) => slot.doctorId?._id ?? slot.nurseId?._id;

/**
 * An in-memory booking API for the booking page's stories: the providers'
 * slots as a patient reads them (other patients' bookings without their
 * patient, as `toSlot` answers), booking (201; 409 when the slot is no longer
 * free, and `takeFirst(id)` lets "someone else" book a slot just before the
 * story does), cancelling (the newPatient of `pointsTaken`), the patient's
 * profile with his family, and the doctor's page. Every write is recorded.
 * `reset()` in the story's `beforeEach`.
 */
export function createBookingServer(initial: () => Slot[], options: BookingServerOptions) {
  let slots = initial();
  let takenFirst = new Set<string>();
  let pointsTaken = false;
  const calls: BookingCall[] = [];
  const family = () => options.familyMembers ?? patients.familyMembers;

  /** The slot without its booking's details. */
  const withoutBooking = (slot: Slot, keep: { service: boolean }): Slot => {
    const copy = { ...slot };
    delete copy.patientId;
    delete copy.familyMemberId;
    delete copy.description;
    if (!keep.service) delete copy.serviceId;
    return copy;
  };
  const redacted = (slot: Slot): Slot =>
    slot.patientId?._id === options.patientId || !slot.patientId ? slot : withoutBooking(slot, { service: false });

  const list = (path: '/slots/all/doctor/{id}' | '/slots/all/nurse/{id}') =>
    http.post(mockUrl(path), async ({ request, params }) => {
      const body = await readMockJson(request);
      const window = isRecord(body) ? body : {};
      const start = typeof window.from === 'string' ? Date.parse(window.from) : -Infinity;
      const end = typeof window.to === 'string' ? Date.parse(window.to) : Infinity;
      const data = slots
        .filter((slot) => ownerOf(slot) === String(params.id))
        .filter((slot) => Date.parse(slot.from) >= start && Date.parse(slot.from) < end)
        .map(redacted);
      return HttpResponse.json({ data });
    });

  const handlers: HttpHandler[] = [
    list('/slots/all/doctor/{id}'),
    list('/slots/all/nurse/{id}'),
    http.post(mockUrl('/appointments'), async ({ request }) => {
      const body = await readMockJson(request);
      calls.push({ method: 'POST', path: '/appointments', body });
      if (!isRecord(body) || typeof body.slotId !== 'string' || body.patientId !== options.patientId) {
        return HttpResponse.json({ message: 'You can only book for yourself or your family' }, { status: 403 });
      }
      const slotId = body.slotId;
      if (takenFirst.has(slotId)) {
        // Someone else was quicker.
        slots = slots.map((slot) =>
          slot._id === slotId
            ? { ...slot, status: 'BOOKED', patientId: patients.patientRef(patients.patientPriya) }
            : slot,
        );
      }
      const slot = slots.find((item) => item._id === slotId);
      if (!slot) return HttpResponse.json({ message: 'Slot not found' }, { status: 404 });
      if (slot.status !== 'AVAILABLE') {
        return HttpResponse.json({ message: 'This slot is already booked' }, { status: 409 });
      }
      const booked: Slot = {
        ...slot,
        status: 'BOOKED',
        patientId: { _id: options.patientId },
        ...(typeof body.familyMemberId === 'string' ? { familyMemberId: { _id: body.familyMemberId } } : {}),
        ...(typeof body.description === 'string' ? { description: body.description } : {}),
      };
      slots = slots.map((item) => (item._id === slotId ? booked : item));
      return HttpResponse.json({ data: { ...booked, slotId } }, { status: 201 });
    }),
    http.delete(mockUrl('/appointments/cancel/{id}'), ({ params }) => {
      const id = String(params.id);
      calls.push({ method: 'DELETE', path: '/appointments/cancel/{id}', id });
      const slot = slots.find((item) => item._id === id && item.patientId?._id === options.patientId);
      if (!slot) return HttpResponse.json({ message: 'Appointment not found' }, { status: 404 });
      const free: Slot = { ...withoutBooking(slot, { service: true }), status: 'AVAILABLE' };
      slots = slots.map((item) => (item._id === id ? free : item));
      const newPatient = pointsTaken ? { ...patients.patientMariam, points: 100 } : null;
      return HttpResponse.json({ data: { upcommingAppointments: [], newPatient } });
    }),
    http.get(mockUrl('/patients/profile/{id}'), () =>
      HttpResponse.json({ data: { ...patients.patientMariam, familyMembers: family() } }),
    ),
    http.get(mockUrl('/doctors/{id}'), () =>
      HttpResponse.json({ data: { ...staff.drAhmed, hospitalId: hospitals.hospitalRef(hospitals.marinaCare) } }),
    ),
  ];

  return {
    handlers,
    calls,
    /** The next booking of this slot finds it just booked by someone else (409). */
    takeFirst: (slotId: string) => {
      takenFirst.add(slotId);
    },
    /** Cancels answer a newPatient (the cancel cost 20 points). */
    takePoints: () => {
      pointsTaken = true;
    },
    reset: () => {
      slots = initial();
      takenFirst = new Set();
      pointsTaken = false;
      calls.length = 0;
    },
  };
}
