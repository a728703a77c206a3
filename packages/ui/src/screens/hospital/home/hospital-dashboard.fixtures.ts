// Story data of the hospital dashboard, made relative to the moment the story
// runs: "today's" appointments start today in the browser's time zone, so the
// stories read the same whatever the day.
import {
  type DashboardStaffCard,
  type HospitalAppointment,
  localIsoDate,
  type Schema,
  toDoctorProfile,
  toDoctorStaffCard,
  toHospitalAppointments,
  toLaboratoryProfile,
  toLabStaffCard,
  toNurseProfile,
  toNurseStaffCard,
} from '@aafiya/api-client';
import { scheduling, staff } from '@aafiya/api-client/mocks';

/** Today at hh:mm in the browser's time zone, as an ISO instant. */
export function todayAt(hours: number, minutes = 0): string {
  const day = new Date();
  day.setHours(hours, minutes, 0, 0);
  return day.toISOString();
}

/** A day `offset` days from today: 'YYYY-MM-DD' and the digits typed into a DD/MM/YYYY field. */
export function dayFromToday(offset: number): { iso: string; typed: string } {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  const iso = localIsoDate(day);
  const [year = '', month = '', date = ''] = iso.split('-');
  return { iso, typed: `${date}${month}${year}` };
}

function halfHourToday(hours: number, minutes: number) {
  return { from: todayAt(hours, minutes), to: todayAt(hours, minutes + 30) };
}

/** The API's appointments of today: one per status, a nurse visit, and one slot without a patient (hidden). */
export function todaysApiAppointments(): Schema<'Appointment'>[] {
  const { appointmentYousef, appointmentHamad, appointmentMariam } = scheduling;
  return [
    { ...appointmentYousef, ...halfHourToday(9, 30), status: 'APPROVED' },
    { ...appointmentHamad, ...halfHourToday(11, 0), status: 'BOOKED' },
    { ...appointmentMariam, ...halfHourToday(8, 0), status: 'TAKEN' },
    {
      ...appointmentHamad,
      _id: 'apt-aisha-home-visit',
      ...halfHourToday(16, 0),
      status: 'AVAILABLE',
      doctorId: undefined,
      nurseId: {
        _id: staff.nurseAisha._id,
        firstName: staff.nurseAisha.firstName,
        lastName: staff.nurseAisha.lastName,
      },
      familyMemberId: undefined,
    },
    { ...appointmentYousef, _id: 'apt-free-slot', ...halfHourToday(17, 0), status: 'BOOKED', patientId: undefined },
  ];
}

/** The same, as the dashboard's rows (sorted by start, the slot without a patient left out). */
export function todaysAppointments(): HospitalAppointment[] {
  return toHospitalAppointments(todaysApiAppointments());
}

export const doctorCards: DashboardStaffCard[] = staff.doctors.map((doctor) =>
  toDoctorStaffCard(toDoctorProfile(doctor)),
);
export const nurseCards: DashboardStaffCard[] = staff.nurses.map((nurse) => toNurseStaffCard(toNurseProfile(nurse)));
export const labCards: DashboardStaffCard[] = staff.laboratories.map((lab) => toLabStaffCard(toLaboratoryProfile(lab)));
