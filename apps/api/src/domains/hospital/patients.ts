import { and, asc, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Claims } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { familyMembers, labRequests, nurseReports, patientHospitals, patients, slots } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { loadAppointments, type PersonRef } from '../shared/scheduling/appointment-view';
import { loadLabRequests } from '../shared/clinical-view';
import { toFamilyMember, toPatient } from '../shared/mappers';

type PatientRow = typeof patients.$inferSelect;

/** Page size of the patient list (the specification leaves it to the server). */
export const PATIENT_PAGE_SIZE = 12;
/** The profile lists this many past appointments, the latest first. */
const PREVIOUS_APPOINTMENTS = 50;

/** A patient with his vitals, in the contract's Patient shape (the contract spells temperature `temprature`). */
export function toPatientRecord(row: PatientRow) {
  return {
    ...toPatient(row),
    allergies: row.allergies,
    diseases: row.diseases,
    ...(row.bloodType ? { bloodType: row.bloodType } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
    ...(row.weight !== null ? { weight: row.weight } : {}),
    ...(row.heartRate !== null ? { heartRate: row.heartRate } : {}),
    ...(row.temperature !== null ? { temprature: row.temperature } : {}),
    ...(row.glucose !== null ? { glucose: row.glucose } : {}),
  };
}

/**
 * Whose records of a patient the caller sees: hospital staff see what
 * happened in their own hospital (a patient's visits elsewhere are not theirs
 * to read); the patient and admins see everything.
 */
function hospitalScope(user: Claims | undefined): string | undefined {
  if (!user) throw forbidden();
  if (user.role === 'PATIENT' || user.role === 'ADMIN') return undefined;
  if (!user.hospitalId) throw forbidden();
  return user.hospitalId;
}

async function patientRow(db: Db, id: string): Promise<PatientRow> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id));
  if (!row) throw notFound('Patient not found');
  return row;
}

/** The patients a caller may list: a doctor's who booked with him, a hospital's linked ones, all for an admin. */
function listScope(db: Db, user: Claims): SQL | undefined {
  if (user.role === 'ADMIN') return undefined;
  if (user.role === 'DOCTOR') {
    return inArray(
      patients.id,
      db
        .selectDistinct({ id: slots.patientId })
        .from(slots)
        .where(and(eq(slots.providerId, user.referenceId), isNotNull(slots.patientId))),
    );
  }
  if (!user.hospitalId) throw forbidden();
  return inArray(
    patients.id,
    db
      .select({ id: patientHospitals.patientId })
      .from(patientHospitals)
      .where(eq(patientHospitals.hospitalId, user.hospitalId)),
  );
}

export const patientHandlers = {
  /** One page of the caller's patients, by name. */
  async listPatients({ query, user }, services) {
    if (!user) throw forbidden();
    const db = services.database.db;
    const where = listScope(db, user);
    const page = typeof query.page === 'number' ? query.page : 0;
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(patients).where(where);
    const rows = await db
      .select()
      .from(patients)
      .where(where)
      .orderBy(asc(patients.firstName), asc(patients.lastName), asc(patients.id))
      .limit(PATIENT_PAGE_SIZE)
      .offset(page * PATIENT_PAGE_SIZE);
    return {
      json: {
        data: {
          pageNumber: page,
          numberOfPages: Math.ceil(total / PATIENT_PAGE_SIZE),
          totalItems: total,
          patients: rows.map(toPatientRecord),
        },
      },
    };
  },

  async getPatient({ params }, services) {
    return { json: { data: toPatientRecord(await patientRow(services.database.db, params.id)) } };
  },

  /**
   * The patient profile: personal data and vitals, the latest vitals report
   * (from the last nurse report, else the stored vitals), the patient's
   * doctors, family, appointments and completed lab results.
   */
  async getPatientProfile({ params, user }, services) {
    const db = services.database.db;
    const scope = hospitalScope(user);
    const row = await patientRow(db, params.id);
    const [members, appointments, labResults, [lastReport]] = await Promise.all([
      db.select().from(familyMembers).where(eq(familyMembers.patientId, row.id)).orderBy(asc(familyMembers.createdAt)),
      // A past appointment the patient deleted from his list is hidden from him only (patient/patient-appointments.ts).
      loadAppointments(
        db,
        and(
          eq(slots.patientId, row.id),
          scope ? eq(slots.hospitalId, scope) : undefined,
          user?.role === 'PATIENT' ? eq(slots.hiddenByPatient, false) : undefined,
        ),
        { latestFirst: true },
      ),
      loadLabRequests(
        db,
        and(
          eq(labRequests.patientId, row.id),
          eq(labRequests.status, 'completed'),
          scope ? eq(labRequests.hospitalId, scope) : undefined,
        ),
      ),
      db
        .select()
        .from(nurseReports)
        .where(and(eq(nurseReports.patientId, row.id), scope ? eq(nurseReports.hospitalId, scope) : undefined))
        .orderBy(desc(nurseReports.createdAt))
        .limit(1),
    ]);
    const now = services.now().getTime();
    const upcoming = appointments
      .filter((a) => Date.parse(a.from) > now && (a.status === 'BOOKED' || a.status === 'APPROVED'))
      .reverse();
    const previous = appointments.filter((a) => Date.parse(a.from) <= now).slice(0, PREVIOUS_APPOINTMENTS);
    const doctors = new Map<string, PersonRef>();
    for (const a of appointments)
      if (a.doctorId && !doctors.has(a.doctorId._id)) doctors.set(a.doctorId._id, a.doctorId);
    const report = lastReport
      ? { bp: lastReport.bp, heartRate: lastReport.heartRate, bt: lastReport.bt, glucose: lastReport.glucose }
      : {
          ...(row.heartRate !== null ? { heartRate: row.heartRate } : {}),
          ...(row.temperature !== null ? { bt: row.temperature } : {}),
          ...(row.glucose !== null ? { glucose: row.glucose } : {}),
        };
    return {
      json: {
        data: {
          ...toPatientRecord(row),
          report,
          doctors: [...doctors.values()],
          familyMembers: members.map(toFamilyMember),
          upcommingAppointments: upcoming,
          prevAppointments: previous,
          labResults: labResults.map((r) => ({
            _id: r._id,
            date: r.date,
            status: r.status,
            tests: r.tests,
            ...(r.doctorId ? { doctorId: r.doctorId } : {}),
          })),
        },
      },
    };
  },

  /** Every lab request of the patient with its status and tests, the newest first. */
  async getPatientLabResults({ params, user }, services) {
    const db = services.database.db;
    const scope = hospitalScope(user);
    const row = await patientRow(db, params.id);
    const data = await loadLabRequests(
      db,
      and(eq(labRequests.patientId, row.id), scope ? eq(labRequests.hospitalId, scope) : undefined),
    );
    return { json: { data } };
  },
} satisfies HandlerGroup;
