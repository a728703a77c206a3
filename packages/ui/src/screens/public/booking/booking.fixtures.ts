import { type FixtureSchema, hospitals, patients, services, staff } from '@aafiya/api-client/mocks';
import type { BookingHandoff } from './booking-handoff';

/**
 * Story data of the booking page, fixed in time like the schedules': "now" is
 * Friday 20 November 2026, 09:00 in Dubai. The signed-in patient is Mariam Al
 * Kaabi (family: Hamad and Salem). Not exported from the package.
 */
export { storyNow, storyTimeZone } from '../../hospital/provider-schedule/provider-schedule.fixtures';

type Slot = FixtureSchema<'Slot'>;

export const storyPatient = patients.patientMariam;

/** Local storage of a signed-in patient (withApi), with his stored user and points. */
export const patientStorage = {
  token: 'story-token',
  role: 'PATIENT',
  referenceId: storyPatient._id,
  user: JSON.stringify({
    role: 'PATIENT',
    firstName: storyPatient.firstName,
    lastName: storyPatient.lastName,
    points: 120,
  }),
};

export const doctorHandoff: BookingHandoff = {
  kind: 'doctor',
  provider: { id: staff.drAhmed._id, role: 'DOCTOR', name: 'Ahmed Al Mansoori' },
  hospitalId: hospitals.marinaCare._id,
  hospitalName: hospitals.marinaCare.name,
  fromHospitalPage: false,
};

export const serviceHandoff: BookingHandoff = {
  kind: 'service',
  provider: { id: staff.nurseAisha._id, role: 'NURSE', name: 'Aisha Al Kaabi' },
  hospitalId: hospitals.marinaCare._id,
  hospitalName: hospitals.marinaCare.name,
  serviceId: services.homeCare._id,
  serviceName: services.homeCare.name,
  fromHospitalPage: true,
};

/** A half hour in Dubai on a day of November 2026. */
function halfHour(day: number, time: string): { from: string; to: string } {
  const from = Date.parse(`2026-11-${String(day).padStart(2, '0')}T${time}:00+04:00`);
  return { from: new Date(from).toISOString(), to: new Date(from + 30 * 60_000).toISOString() };
}

const doctorOwner = {
  hospitalId: hospitals.hospitalRef(hospitals.marinaCare),
  doctorId: staff.personRef(staff.drAhmed),
};
const nurseOwner = {
  hospitalId: hospitals.hospitalRef(hospitals.marinaCare),
  nurseId: staff.personRef(staff.nurseAisha),
  type: 'NURSE',
};
const mariam = { patientId: patients.patientRef(storyPatient) };

/** The providers' November as the server holds it (the mock server redacts other patients' bookings). */
export function bookingSlots(): Slot[] {
  return [
    { _id: 'bk-free-past', ...halfHour(17, '12:00'), status: 'AVAILABLE', ...doctorOwner },
    { _id: 'bk-own-ended', ...halfHour(18, '10:00'), status: 'BOOKED', ...doctorOwner, ...mariam },
    { _id: 'bk-own-treated', ...halfHour(19, '10:00'), status: 'TAKEN', ...doctorOwner, ...mariam },
    { _id: 'bk-free-1', ...halfHour(23, '11:00'), status: 'AVAILABLE', ...doctorOwner },
    { _id: 'bk-free-2', ...halfHour(23, '12:00'), status: 'AVAILABLE', ...doctorOwner },
    {
      _id: 'bk-other',
      ...halfHour(23, '10:00'),
      status: 'BOOKED',
      description: 'Not for other patients to see.',
      ...doctorOwner,
      patientId: patients.patientRef(patients.patientYousef),
    },
    {
      _id: 'bk-own-future',
      ...halfHour(24, '09:00'),
      status: 'APPROVED',
      description: 'Check-up for my son.',
      ...doctorOwner,
      ...mariam,
      familyMemberId: patients.familyMemberRef(patients.familyMemberHamad),
    },
    { _id: 'bk-nurse-free', ...halfHour(26, '16:00'), status: 'AVAILABLE', ...nurseOwner },
  ];
}
