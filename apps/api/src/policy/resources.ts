import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { hospitals, patientHospitals, patients, providers, slots, users } from '../db/schema';

/** The records a path can name, for ownership checks. */
export type ResourceKind = 'user' | 'hospital' | 'patient' | 'provider' | 'slot';

/** Who a record belongs to. */
export interface Owners {
  userIds: string[];
  /** Records that are the caller's own when the caller's referenceId is one of them. */
  referenceIds: string[];
  hospitalIds: string[];
}

/**
 * Which path parameter of an operation names which record. Operations whose
 * scope is not `any` and that name a record must be listed here; an operation
 * missing from this table is refused to everyone but admins (secure default).
 */
export const operationResources: Record<string, { param: string; kind: ResourceKind }> = {
  getUser: { param: 'id', kind: 'user' },
  getHospital: { param: 'id', kind: 'hospital' },
  updateHospital: { param: 'id', kind: 'hospital' },
  getTradeLicenseFile: { param: 'id', kind: 'hospital' },
  uploadHospitalGalleryImage: { param: 'id', kind: 'hospital' },
  deleteHospitalGalleryImage: { param: 'id', kind: 'hospital' },
  uploadHospitalProfilePicture: { param: 'id', kind: 'hospital' },
  deleteHospitalProfilePicture: { param: 'id', kind: 'hospital' },
  getPatient: { param: 'id', kind: 'patient' },
  updatePatient: { param: 'id', kind: 'patient' },
  deletePatient: { param: 'id', kind: 'patient' },
  deactivatePatient: { param: 'id', kind: 'patient' },
  getPatientProfile: { param: 'id', kind: 'patient' },
  getPatientLabResults: { param: 'id', kind: 'patient' },
  updatePatientVitals: { param: 'id', kind: 'patient' },
  uploadPatientProfilePicture: { param: 'id', kind: 'patient' },
  deletePatientProfilePicture: { param: 'id', kind: 'patient' },
  deleteSlot: { param: 'id', kind: 'slot' },
  deleteNurseSlot: { param: 'id', kind: 'slot' },
  listDoctorSlots: { param: 'id', kind: 'provider' },
  listNurseSlots: { param: 'id', kind: 'provider' },
  listDoctorApprovedSlots: { param: 'id', kind: 'provider' },
  listNurseApprovedSlots: { param: 'id', kind: 'provider' },
  listNurseAvailableSlots: { param: 'id', kind: 'provider' },
  listNurseBookedSlots: { param: 'id', kind: 'provider' },
  listHospitalSlots: { param: 'id', kind: 'hospital' },
};

/** Loads the owners of a record, or undefined when there is no such record. */
export async function ownersOf(db: Db, kind: ResourceKind, id: string): Promise<Owners | undefined> {
  switch (kind) {
    case 'user': {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return (
        row && {
          userIds: [row.id],
          referenceIds: [row.referenceId],
          hospitalIds: row.hospitalId ? [row.hospitalId] : [],
        }
      );
    }
    case 'hospital': {
      const [row] = await db.select({ id: hospitals.id }).from(hospitals).where(eq(hospitals.id, id));
      return row && { userIds: [], referenceIds: [row.id], hospitalIds: [row.id] };
    }
    case 'patient': {
      const [row] = await db
        .select({ id: patients.id, userId: patients.userId })
        .from(patients)
        .where(eq(patients.id, id));
      if (!row) return undefined;
      const links = await db.select().from(patientHospitals).where(eq(patientHospitals.patientId, id));
      return {
        userIds: row.userId ? [row.userId] : [],
        referenceIds: [row.id],
        hospitalIds: links.map((l) => l.hospitalId),
      };
    }
    case 'provider': {
      const [row] = await db.select().from(providers).where(eq(providers.id, id));
      return row && { userIds: row.userId ? [row.userId] : [], referenceIds: [row.id], hospitalIds: [row.hospitalId] };
    }
    case 'slot': {
      const [row] = await db.select().from(slots).where(eq(slots.id, id));
      return row && { userIds: [], referenceIds: [row.providerId], hospitalIds: [row.hospitalId] };
    }
  }
}
