import { type ScheduleProvider, type ScheduleSlot, toScheduleSlot } from '@aafiya/api-client';
import { type FixtureSchema, hospitals, patients, services, staff } from '@aafiya/api-client/mocks';

/**
 * Story data, fixed in time: "now" is Friday 20 November 2026, 09:00 in Dubai,
 * so "tomorrow" is Saturday 21 November. Not exported from the package.
 */
export const storyNow = new Date('2026-11-20T09:00:00+04:00');
export const storyTimeZone = 'Asia/Dubai';

type Slot = FixtureSchema<'Slot'>;

export const doctorProvider: ScheduleProvider = {
  kind: 'doctor',
  doctorId: staff.drAhmed._id,
  hospitalId: hospitals.marinaCare._id,
};

export const nurseProvider: ScheduleProvider = {
  kind: 'nurse',
  nurseId: staff.nurseAisha._id,
  hospitalId: hospitals.marinaCare._id,
};

/** A half hour in Dubai on a day of November 2026: `at(23, '10:00')`. */
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

/** Dr Ahmed's November: one slot of every kind the calendar rules tell apart. */
export function doctorSlots(): Slot[] {
  return [
    {
      _id: 'slot-taken-past',
      ...halfHour(18, '10:00'),
      status: 'TAKEN',
      ...doctorOwner,
      patientId: patients.patientRef(patients.patientMariam),
    },
    {
      _id: 'slot-booked-past',
      ...halfHour(19, '09:00'),
      status: 'BOOKED',
      ...doctorOwner,
      patientId: patients.patientRef(patients.patientPriya),
    },
    {
      _id: 'slot-booked-future',
      ...halfHour(23, '10:00'),
      status: 'BOOKED',
      description: 'Follow-up of blood pressure readings.',
      ...doctorOwner,
      serviceId: services.serviceRef(services.consultation),
      patientId: patients.patientRef(patients.patientYousef),
    },
    { _id: 'slot-free-future', ...halfHour(23, '11:00'), status: 'AVAILABLE', ...doctorOwner },
    {
      _id: 'slot-family-future',
      ...halfHour(24, '09:00'),
      status: 'APPROVED',
      description: 'Flu vaccine for my son.',
      ...doctorOwner,
      serviceId: services.serviceRef(services.vaccination),
      patientId: patients.patientRef(patients.patientMariam),
      familyMemberId: patients.familyMemberRef(patients.familyMemberHamad),
    },
    { _id: 'slot-taken-future', ...halfHour(25, '11:00'), status: 'TAKEN', ...doctorOwner },
    { _id: 'slot-free-past', ...halfHour(17, '12:00'), ...doctorOwner },
  ];
}

/** Nurse Aisha's November: a free home visit and a booked one. */
export function nurseSlots(): Slot[] {
  return [
    { _id: 'slot-nurse-free', ...halfHour(26, '16:00'), status: 'AVAILABLE', ...nurseOwner },
    {
      _id: 'slot-nurse-booked',
      ...halfHour(27, '16:00'),
      status: 'BOOKED',
      ...nurseOwner,
      serviceId: services.serviceRef(services.homeCare),
      patientId: patients.patientRef(patients.patientYousef),
    },
  ];
}

/** The view's slots: the doctor's November as the hooks map it. */
export const doctorScheduleSlots: ScheduleSlot[] = doctorSlots().map(toScheduleSlot);
