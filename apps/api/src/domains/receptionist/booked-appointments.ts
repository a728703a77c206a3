// The hospital's appointments waiting for approval, for the hospital and its
// receptionists (000 "GET /appointments/hospitalBooked/{id}?page=").
import { and, eq, isNotNull } from 'drizzle-orm';
import { slots } from '../../db/schema';
import type { HandlerGroup } from '../../http/types';
import { appointmentsPage } from '../shared/scheduling/appointment-pages';

export const bookedAppointmentHandlers = {
  /**
   * One page of the hospital's BOOKED appointments (booked, not yet approved
   * or treated), the latest first, as the doctor's lists page. The policy has
   * checked the hospital is the caller's own. 000 does not say what "booked"
   * covers: the status BOOKED (our choice).
   */
  async listHospitalBookedAppointments({ params, query }, services) {
    const db = services.database.db;
    const where = and(eq(slots.hospitalId, params.id), isNotNull(slots.patientId), eq(slots.status, 'BOOKED'));
    return { json: { data: await appointmentsPage(db, where, query) } };
  },
} satisfies HandlerGroup;
