import { describe, expect, it } from 'vitest';
import { toAppointmentCreate } from './appointments';
import { toBookingSlots } from './booking-slots';

const slot = (id: string, status: 'AVAILABLE' | 'BOOKED' | 'APPROVED' | 'TAKEN' | undefined, patientId?: string) => ({
  _id: id,
  from: `2026-11-2${id}T06:00:00.000Z`,
  to: `2026-11-2${id}T06:30:00.000Z`,
  ...(status ? { status } : {}),
  ...(patientId ? { patientId: { _id: patientId }, description: 'Why' } : {}),
});

describe('toBookingSlots', () => {
  it("keeps the free slots and the patient's own bookings, in time order; never another patient's", () => {
    const body = {
      data: [
        slot('4', 'BOOKED', 'me'),
        slot('1', 'AVAILABLE'),
        slot('2', 'BOOKED'), // another patient's, redacted by the API
        slot('3', 'TAKEN', 'someone-else'),
        slot('0', undefined),
        slot('5', 'APPROVED', 'me'),
      ],
    };
    expect(toBookingSlots(body, 'me').map((item) => [item.id, item.own, item.description])).toEqual([
      ['0', false, undefined],
      ['1', false, undefined],
      ['4', true, 'Why'],
      ['5', true, 'Why'],
    ]);
    // Without a patient id nothing is "own".
    expect(toBookingSlots(body, '').map((item) => item.id)).toEqual(['0', '1']);
  });
});

describe('toAppointmentCreate', () => {
  it('sends the 002 §3 payload: blank fields left out, the provider only for a service', () => {
    expect(toAppointmentCreate({ patientId: 'p', slotId: 's', description: '  ', familyMemberId: '' })).toEqual({
      patientId: 'p',
      slotId: 's',
    });
    expect(
      toAppointmentCreate({
        patientId: 'p',
        slotId: 's',
        familyMemberId: 'f',
        description: ' Fever ',
        serviceId: 'svc',
        provider: { role: 'TECHNICIAN', id: 'n' },
      }),
    ).toEqual({
      patientId: 'p',
      slotId: 's',
      familyMemberId: 'f',
      description: 'Fever',
      serviceId: 'svc',
      nurseId: 'n',
    });
    expect(
      toAppointmentCreate({ patientId: 'p', slotId: 's', serviceId: 'svc', provider: { role: 'DOCTOR', id: 'd' } }),
    ).toMatchObject({ doctorId: 'd' });
  });
});
