// The PCR Test and PCR Vaccination calendars of a hospital (000 §2.4, §7;
// 002 §3): its slots of one PCR type in a time window, with the patient,
// service and family member of each booking. The access policy has already
// checked the hospital the path names (a hospital only its own, an admin any).
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hospitals, slots } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import type { Services } from '../../services';
import { type AppointmentView, loadAppointments } from '../shared/scheduling/appointment-view';
import { slotWindow } from '../shared/scheduling/slot-window';

export type PcrType = NonNullable<(typeof slots.$inferSelect)['pcrType']>;

/**
 * The answer for a hospital whose PCRDPI flag is off. Such a hospital has no
 * PCR menu entries (000 §2.4); a 403 rather than an empty list lets a client
 * tell "PCR is off" from "no PCR slots yet" (openapi/README.md).
 */
export const PCR_DISABLED_MESSAGE = 'PCR is not enabled for this hospital';

/** A loaded slot in the contract's PcrSlot shape; with its hospital in the admin's lists of every PCR hospital. */
function toPcrSlot(view: AppointmentView, type: PcrType, withHospital: boolean) {
  return {
    _id: view._id,
    from: view.from,
    to: view.to,
    status: view.status,
    type,
    ...(view.patientId ? { patientId: view.patientId } : {}),
    ...(view.serviceId ? { serviceId: view.serviceId } : {}),
    ...(view.familyMemberId ? { familyMemberId: view.familyMemberId } : {}),
    ...(withHospital ? { hospitalId: view.hospitalId } : {}),
  };
}

/**
 * The PCR slots of one type matching `where` (conditions on slots and their
 * hospital), in time order, in the PcrSlot shape.
 */
export async function loadPcrSlots(db: Db, type: PcrType, where: SQL | undefined, { withHospital = false } = {}) {
  const rows = await loadAppointments(db, and(eq(slots.pcrType, type), where));
  return rows.map((row) => toPcrSlot(row, type, withHospital));
}

async function pcrSlots(
  { params, body }: { params: { id: string }; body: { from?: string; to?: string } | undefined },
  services: Services,
  type: PcrType,
) {
  const db = services.database.db;
  const hospitalId = params.id;
  const [hospital] = await db.select({ pcrdpi: hospitals.pcrdpi }).from(hospitals).where(eq(hospitals.id, hospitalId));
  if (!hospital) throw notFound('Hospital not found');
  if (!hospital.pcrdpi) throw forbidden(PCR_DISABLED_MESSAGE);
  return { json: { data: await loadPcrSlots(db, type, and(eq(slots.hospitalId, hospitalId), slotWindow(body))) } };
}

export const pcrSlotHandlers = {
  async listPcrTestSlots(request, services) {
    return pcrSlots(request, services, 'PCR_TEST');
  },

  async listPcrVaccinationSlots(request, services) {
    return pcrSlots(request, services, 'PCR_VACCINATION');
  },
} satisfies HandlerGroup;
