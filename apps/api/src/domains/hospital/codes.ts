// Patient promo codes of the hospital area (000 §2.5 "Patient Promo Code").
import { desc, eq, inArray } from 'drizzle-orm';
import { hospitalCodes, patients, slots } from '../../db/schema';
import { forbidden } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { loadAppointments, toPatientRef } from '../shared/scheduling/appointment-view';

export const hospitalCodeHandlers = {
  /**
   * The promo codes of the caller's hospital (the hospital itself or one of
   * its receptionists: the token's hospitalId, never a client id), newest
   * appointment first, each with its patient and its appointment (provider
   * and service, for the Provider and Service columns and the Service
   * Details modal). The Emirates ID search filters this list in the browser.
   */
  async listHospitalCodes({ user }, services) {
    const hospitalId = user?.hospitalId;
    if (!hospitalId) throw forbidden();
    const db = services.database.db;
    const rows = await db
      .select({ code: hospitalCodes, patient: patients })
      .from(hospitalCodes)
      .innerJoin(patients, eq(patients.id, hospitalCodes.patientId))
      .innerJoin(slots, eq(slots.id, hospitalCodes.slotId))
      .where(eq(hospitalCodes.hospitalId, hospitalId))
      .orderBy(desc(slots.startAt), desc(hospitalCodes.id));
    const slotIds = rows.map((r) => r.code.slotId);
    const appointments = slotIds.length > 0 ? await loadAppointments(db, inArray(slots.id, slotIds)) : [];
    const bySlot = new Map(appointments.map((a) => [a._id, a]));
    const data = rows.map(({ code, patient }) => {
      const appointment = bySlot.get(code.slotId);
      return {
        _id: code.id,
        code: code.code,
        status: code.status,
        patientId: toPatientRef(patient),
        ...(appointment ? { slotId: appointment } : {}),
      };
    });
    return { json: { data } };
  },
} satisfies HandlerGroup;
