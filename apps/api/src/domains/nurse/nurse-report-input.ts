// What a nurse report's create and update share: the appointment it is
// written at, checked against the body, and its stored fields.
import { eq } from 'drizzle-orm';
import type { Claims } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { providers, slots } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/http-error';
import type { Schema } from '../../http/operation-types';

type SlotRow = typeof slots.$inferSelect;

/**
 * The stored fields of a report from its input. The contract has checked the
 * five numbers (required and positive, 001 §5's one message "Height must be a
 * positive number") and that bp and complain are not empty; a blank bp or
 * complain (spaces only) is refused here too, with the contract's wording.
 */
export function nurseReportFields(body: Schema<'NurseReportInput'>) {
  const bp = body.bp.trim();
  if (!bp) throw badRequest('bp is required');
  const complain = body.complain.trim();
  if (!complain) throw badRequest('complain is required');
  const { height, weight, bt, heartRate, glucose } = body;
  return { height, weight, bp, bt, complain, heartRate, glucose };
}

/**
 * The booked appointment `appointmentId` a report is written at, checked
 * against the body: booked (a slot with a patient, whatever its status: the
 * nurse may record the vitals after End Treatment set TAKEN, as a doctor his
 * papers), of the caller's hospital (403; the access policy has refused
 * another hospital's nurse already), its patient `patientId` (400), its doctor
 * `doctorId` when the body names one (400), and `nurseId`, when given, the
 * caller (403: nobody writes in another nurse's name). Answers the slot and
 * the doctor the report names: the appointment's, none for a nurse's own
 * appointment.
 */
export async function reportAppointment(
  db: Db,
  user: Claims | undefined,
  body: Pick<Schema<'NurseReportInput'>, 'appointmentId' | 'patientId' | 'nurseId' | 'doctorId' | 'hospitalId'>,
): Promise<{ slot: SlotRow; doctorId: string | null }> {
  if (user?.role !== 'NURSE' || !user.hospitalId) throw forbidden();
  if (body.nurseId !== undefined && body.nurseId !== user.referenceId)
    throw forbidden('You can only write nurse reports in your own name');
  const [found] = await db
    .select({ slot: slots, kind: providers.kind })
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .where(eq(slots.id, body.appointmentId));
  if (!found?.slot.patientId || found.slot.status === 'AVAILABLE') throw notFound('Appointment not found');
  const { slot, kind } = found;
  if (slot.hospitalId !== user.hospitalId) throw forbidden();
  if (slot.patientId !== body.patientId) throw badRequest("patientId must be the appointment's patient");
  if (body.hospitalId !== undefined && body.hospitalId !== slot.hospitalId)
    throw badRequest("hospitalId must be the appointment's hospital");
  const doctorId = kind === 'DOCTOR' ? slot.providerId : null;
  if (body.doctorId !== undefined && body.doctorId !== doctorId)
    throw badRequest("doctorId must be the appointment's doctor");
  return { slot, doctorId };
}
