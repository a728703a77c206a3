// The diagnosis screen's "Previous Prescriptions" and "Previous Lab Results"
// (001 §2): a patient's earlier appointments with status taken, each with its
// doctor report, nurse report and lab request.
import { and, eq, inArray } from 'drizzle-orm';
import { doctorReports, labRequests, nurseReports, slots } from '../../db/schema';
import { forbidden } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { loadLabRequests, loadNurseReports } from '../shared/clinical-view';
import { loadAppointments } from '../shared/scheduling/appointment-view';
import { loadDoctorReports } from './doctor-report-view';

/** The first item of each appointment (lists come latest first: the latest one). */
function byAppointment<T extends { appointmentId?: string }>(items: T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (item.appointmentId && !map.has(item.appointmentId)) map.set(item.appointmentId, item);
  return map;
}

export const previousPrescriptionHandlers = {
  /**
   * The patient's appointments with status TAKEN, latest first, each with its
   * doctorReport, nurseReport and labRequest when it has one. A doctor or
   * nurse sees those of his own hospital only; the patient all of his (family
   * bookings included). An appointment has one report of each kind; of several
   * lab requests (older data) the latest is given, as the contract has one.
   */
  async listPreviousPatientPrescriptions({ params, user }, services) {
    if (!user) throw forbidden();
    const staff = user.role === 'DOCTOR' || user.role === 'NURSE';
    if (staff && user.hospitalId === null) throw forbidden();
    const db = services.database.db;
    const appointments = await loadAppointments(
      db,
      and(
        eq(slots.patientId, params.id),
        eq(slots.status, 'TAKEN'),
        staff && user.hospitalId ? eq(slots.hospitalId, user.hospitalId) : undefined,
      ),
      { latestFirst: true },
    );
    if (appointments.length === 0) return { json: { data: [] } };
    const ids = appointments.map((a) => a._id);
    const doctor = byAppointment(await loadDoctorReports(db, inArray(doctorReports.appointmentId, ids)));
    const nurse = byAppointment(
      await loadNurseReports(db, inArray(nurseReports.appointmentId, ids), { latestFirst: true }),
    );
    const lab = byAppointment(await loadLabRequests(db, inArray(labRequests.appointmentId, ids)));
    const data = appointments.map((appointment) => {
      const doctorReport = doctor.get(appointment._id);
      const nurseReport = nurse.get(appointment._id);
      const labRequest = lab.get(appointment._id);
      return {
        ...appointment,
        ...(doctorReport ? { doctorReport } : {}),
        ...(nurseReport ? { nurseReport } : {}),
        ...(labRequest ? { labRequest } : {}),
      };
    });
    return { json: { data } };
  },
} satisfies HandlerGroup;
