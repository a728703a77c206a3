import { describe, expect, it } from 'vitest';
import { hospitals, patients, services, staff } from '../../mocks';
import type { components } from '../../schema.gen';
import { isChangedByEndTreatment } from '../doctor/appointments';
import { isNurseAppointment, nurseAppointmentAction, toNurseAppointmentRows } from './dashboard-appointments';
import { toNursePatientBody } from './nurse-patients';
import { splitAllergies, toVitalsBody } from './vitals';

type Appointment = components['schemas']['Appointment'];

const aisha = staff.nurseAisha._id;

function appointment(id: string, at: string, overrides: Partial<Appointment> = {}): Appointment {
  return {
    _id: id,
    from: `2026-11-20T${at}:00.000Z`,
    to: `2026-11-20T${at.replace(':00', ':30')}:00.000Z`,
    status: 'BOOKED',
    hospitalId: { _id: hospitals.marinaCare._id },
    patientId: {
      _id: patients.patientYousef._id,
      firstName: 'Yousef',
      lastName: 'Al Hammadi',
      emiratesId: '784-1984-7654321-3',
    },
    ...overrides,
  };
}

describe('the nurse dashboard rows', () => {
  it('reads type NURSE whatever its spelling', () => {
    expect(isNurseAppointment({ type: 'NURSE' })).toBe(true);
    expect(isNurseAppointment({ type: 'nurse' })).toBe(true);
    expect(isNurseAppointment({ type: 'nur se' })).toBe(true);
    expect(isNurseAppointment({})).toBe(false);
  });

  it('offers End Treatment only on her own nurse-type appointments', () => {
    const own = appointment('a', '10:00', { type: 'NURSE', nurseId: { _id: aisha } });
    const colleague = appointment('b', '10:00', { type: 'NURSE', nurseId: { _id: staff.nurseMaria._id } });
    const doctor = appointment('c', '10:00', { doctorId: { _id: staff.drAhmed._id }, status: 'APPROVED' });
    expect(nurseAppointmentAction(own, aisha)).toBe('end');
    expect(nurseAppointmentAction(colleague, aisha)).toBe('start');
    expect(nurseAppointmentAction(doctor, aisha)).toBe('start');
  });

  it('keeps BOOKED and APPROVED rows with a patient, in start order, mapped for the table', () => {
    const rows = toNurseAppointmentRows(
      [
        appointment('late', '12:00', { status: 'APPROVED', serviceId: services.serviceRef(services.homeCare) }),
        appointment('taken', '09:00', { status: 'TAKEN' }),
        appointment('free', '09:00', { status: 'AVAILABLE', patientId: undefined }),
        appointment('nobody', '08:00', { patientId: undefined }),
        appointment('early', '07:00', { type: 'NURSE', nurseId: { _id: aisha } }),
      ],
      aisha,
    );
    expect(rows.map((row) => [row.id, row.action])).toEqual([
      ['early', 'end'],
      ['late', 'start'],
    ]);
    expect(rows[0]).toMatchObject({
      patientId: patients.patientYousef._id,
      patientName: 'Yousef Al Hammadi',
      emiratesId: '784-1984-7654321-3',
      status: 'BOOKED',
    });
    expect(rows[1]?.service?.name).toBe(services.homeCare.name);
  });

  it('is refreshed after End Treatment', () => {
    expect(isChangedByEndTreatment(['post', '/appointments/hospitalAppointments/{id}', {}])).toBe(true);
  });
});

describe('the vitals body', () => {
  it('splits the allergies on commas (Arabic commas too), dropping blanks', () => {
    expect(splitAllergies(' Penicillin,Peanuts ، Dust ,, ')).toEqual(['Penicillin', 'Peanuts', 'Dust']);
    expect(splitAllergies('')).toEqual([]);
  });

  it('sends the seven fields', () => {
    expect(
      toVitalsBody({
        bloodType: 'O+',
        allergies: 'Penicillin, Peanuts',
        height: 172,
        weight: 70.5,
        heartRate: 72,
        temprature: 36.8,
        glucose: 95,
      }),
    ).toEqual({
      bloodType: 'O+',
      allergies: ['Penicillin', 'Peanuts'],
      height: 172,
      weight: 70.5,
      heartRate: 72,
      temprature: 36.8,
      glucose: 95,
    });
  });
});

describe('the Add Patient body', () => {
  it('trims the texts and keeps the masked values', () => {
    expect(
      toNursePatientBody({
        email: ' sara@example.ae ',
        firstName: ' Sara ',
        lastName: 'Al Mazrouei ',
        emiratesId: '784-1990-1234567-1',
        mobile: '+971-50 123 4567',
        birthday: '1990-04-12',
        gender: 'female',
        location: ' Dubai Marina ',
      }),
    ).toEqual({
      email: 'sara@example.ae',
      firstName: 'Sara',
      lastName: 'Al Mazrouei',
      emiratesId: '784-1990-1234567-1',
      mobile: '+971-50 123 4567',
      birthday: '1990-04-12',
      gender: 'female',
      location: 'Dubai Marina',
    });
  });
});
