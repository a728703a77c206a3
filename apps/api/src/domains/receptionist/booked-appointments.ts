// The hospital's appointments waiting for approval, for the hospital and its
// receptionists (000 "GET /appointments/hospitalBooked/{id}?page=").
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { slots } from '../../db/schema';
import type { HandlerGroup } from '../../http/types';
import { PAGE_SIZE, pageInfoOf, pageRequestOf } from '../shared/paging';
import { loadAppointments } from '../shared/scheduling/appointment-view';

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
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(slots).where(where);
    // getAll is not a parameter of this call: always one page of the staff lists' size.
    const paging = { ...pageRequestOf(query), getAll: false };
    const appointments = await loadAppointments(db, where, {
      limit: PAGE_SIZE,
      offset: paging.page * PAGE_SIZE,
      latestFirst: true,
    });
    return { json: { data: { ...pageInfoOf(paging, total), appointments } } };
  },
} satisfies HandlerGroup;
