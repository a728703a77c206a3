// Sick leaves in the contract's SickLeave shape, with their doctor and patient.
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { patients, providers, sickLeaves } from '../../db/schema';
import { specialitiesOf, toPatientRef, toPersonRef } from '../shared/scheduling/appointment-view';

/** Sick leaves matching `where`, newest first (by the day they were issued). */
export async function loadSickLeaves(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ leave: sickLeaves, doctor: providers, patient: patients })
    .from(sickLeaves)
    .innerJoin(patients, eq(patients.id, sickLeaves.patientId))
    .leftJoin(providers, eq(providers.id, sickLeaves.doctorId))
    .where(where)
    .orderBy(desc(sickLeaves.issuedAt), asc(sickLeaves.id));
  const specialities = await specialitiesOf(
    db,
    rows.flatMap((r) => (r.doctor ? [r.doctor.id] : [])),
  );
  return rows.map(({ leave, doctor, patient }) => ({
    _id: leave.id,
    from: leave.from,
    to: leave.to,
    description: leave.description,
    issuedDate: leave.issuedAt.toISOString(),
    patientId: toPatientRef(patient),
    ...(doctor ? { doctorId: toPersonRef(doctor, specialities.get(doctor.id)) } : {}),
    ...(leave.appointmentId ? { appointmentId: leave.appointmentId } : {}),
  }));
}

export type SickLeaveView = Awaited<ReturnType<typeof loadSickLeaves>>[number];

/** One sick leave by id in the contract's shape, or undefined. */
export async function loadSickLeave(db: Db, id: string): Promise<SickLeaveView | undefined> {
  const [leave] = await loadSickLeaves(db, eq(sickLeaves.id, id));
  return leave;
}
