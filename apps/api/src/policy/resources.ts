import { eq } from 'drizzle-orm';
import type { RecordKind } from '../contract/contract';
import type { Db } from '../db/database';
import {
  doctorReports,
  familyMembers,
  hospitalServices,
  labRequests,
  hospitals,
  nurseReports,
  laboratories,
  patientHospitals,
  packages,
  patients,
  pharmacies,
  promoVideos,
  providers,
  rewards,
  qrPrescriptions,
  receptionists,
  sickLeaves,
  slots,
  users,
  vendors,
} from '../db/schema';

/** Who a record belongs to. */
export interface Owners {
  userIds: string[];
  /** Records that are the caller's own when the caller's referenceId is one of them. */
  referenceIds: string[];
  hospitalIds: string[];
  /** For a doctor's or nurse's record, and a slot: whose calendar it is (scope own-hospital-doctors-or-self). */
  providerKind?: 'DOCTOR' | 'NURSE';
}

/**
 * Loads the owners of a record, or undefined when there is no such record. The
 * contract says which path parameter names which record (`x-resource`).
 */
export async function ownersOf(db: Db, kind: Exclude<RecordKind, 'none'>, id: string): Promise<Owners | undefined> {
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
      return (
        row && {
          userIds: row.userId ? [row.userId] : [],
          referenceIds: [row.id],
          hospitalIds: [row.hospitalId],
          providerKind: row.kind,
        }
      );
    }
    case 'laboratory':
    case 'receptionist': {
      const table = kind === 'laboratory' ? laboratories : receptionists;
      const [row] = await db
        .select({ id: table.id, userId: table.userId, hospitalId: table.hospitalId })
        .from(table)
        .where(eq(table.id, id));
      return row && { userIds: row.userId ? [row.userId] : [], referenceIds: [row.id], hospitalIds: [row.hospitalId] };
    }
    case 'pharmacy': {
      // A pharmacy is no hospital's: only its own account (referenceId) owns it.
      const [row] = await db
        .select({ id: pharmacies.id, userId: pharmacies.userId })
        .from(pharmacies)
        .where(eq(pharmacies.id, id));
      return row && { userIds: row.userId ? [row.userId] : [], referenceIds: [row.id], hospitalIds: [] };
    }
    case 'vendor': {
      // A vendor is no hospital's: only its own account (referenceId) owns it.
      const [row] = await db.select({ id: vendors.id, userId: vendors.userId }).from(vendors).where(eq(vendors.id, id));
      return row && { userIds: row.userId ? [row.userId] : [], referenceIds: [row.id], hospitalIds: [] };
    }
    case 'reward': {
      // A claim belongs to its offer's owner: the vendor (referenceId) or the hospital. The patient who
      // claimed it is not an owner here: no operation lets a patient change a claim.
      const [row] = await db
        .select({ hospitalId: packages.hospitalId, vendorId: packages.vendorId })
        .from(rewards)
        .innerJoin(packages, eq(packages.id, rewards.packageId))
        .where(eq(rewards.id, id));
      if (!row) return undefined;
      const owner = row.hospitalId ?? row.vendorId;
      return { userIds: [], referenceIds: owner ? [owner] : [], hospitalIds: row.hospitalId ? [row.hospitalId] : [] };
    }
    case 'slot': {
      const [row] = await db
        .select({ providerId: slots.providerId, hospitalId: slots.hospitalId, kind: providers.kind })
        .from(slots)
        .innerJoin(providers, eq(providers.id, slots.providerId))
        .where(eq(slots.id, id));
      return (
        row && { userIds: [], referenceIds: [row.providerId], hospitalIds: [row.hospitalId], providerKind: row.kind }
      );
    }
    case 'service': {
      const [row] = await db
        .select({ hospitalId: hospitalServices.hospitalId })
        .from(hospitalServices)
        .where(eq(hospitalServices.id, id));
      return row && { userIds: [], referenceIds: [row.hospitalId], hospitalIds: [row.hospitalId] };
    }
    case 'promo-video': {
      const [row] = await db
        .select({ hospitalId: promoVideos.hospitalId })
        .from(promoVideos)
        .where(eq(promoVideos.id, id));
      return row && { userIds: [], referenceIds: [row.hospitalId], hospitalIds: [row.hospitalId] };
    }
    case 'package': {
      // A hospital's offer belongs to its hospital; a vendor's to the vendor (its referenceId).
      const [row] = await db
        .select({ hospitalId: packages.hospitalId, vendorId: packages.vendorId })
        .from(packages)
        .where(eq(packages.id, id));
      if (!row) return undefined;
      const owner = row.hospitalId ?? row.vendorId;
      return {
        userIds: [],
        referenceIds: owner ? [owner] : [],
        hospitalIds: row.hospitalId ? [row.hospitalId] : [],
      };
    }
    case 'doctor-report':
    case 'sick-leave':
    case 'qr-prescription': {
      // A doctor's paper: its patient's (family papers are his), the doctor's who wrote it, its hospital's.
      const table = kind === 'doctor-report' ? doctorReports : kind === 'sick-leave' ? sickLeaves : qrPrescriptions;
      const [row] = await db
        .select({
          hospitalId: table.hospitalId,
          doctorId: table.doctorId,
          patientId: table.patientId,
          userId: patients.userId,
        })
        .from(table)
        .innerJoin(patients, eq(patients.id, table.patientId))
        .where(eq(table.id, id));
      return row && paperOwners(row);
    }
    case 'nurse-report': {
      // The patient's (family reports are his), the nurse's who wrote it ('assigned' for a nurse), its hospital's.
      const [row] = await db
        .select({
          hospitalId: nurseReports.hospitalId,
          nurseId: nurseReports.nurseId,
          patientId: nurseReports.patientId,
          userId: patients.userId,
        })
        .from(nurseReports)
        .innerJoin(patients, eq(patients.id, nurseReports.patientId))
        .where(eq(nurseReports.id, id));
      return row && paperOwners({ ...row, doctorId: row.nurseId });
    }
    case 'lab-request': {
      // Also the laboratory's it was sent to ('assigned' for a laboratory).
      const [row] = await db
        .select({
          hospitalId: labRequests.hospitalId,
          doctorId: labRequests.doctorId,
          laboratoryId: labRequests.laboratoryId,
          patientId: labRequests.patientId,
          userId: patients.userId,
        })
        .from(labRequests)
        .innerJoin(patients, eq(patients.id, labRequests.patientId))
        .where(eq(labRequests.id, id));
      if (!row) return undefined;
      const owners = paperOwners(row);
      return row.laboratoryId ? { ...owners, referenceIds: [...owners.referenceIds, row.laboratoryId] } : owners;
    }
    case 'doctor-or-laboratory': {
      const [doctor] = await db
        .select({ id: providers.id, userId: providers.userId, hospitalId: providers.hospitalId })
        .from(providers)
        .where(eq(providers.id, id));
      const [laboratory] = doctor
        ? []
        : await db
            .select({ id: laboratories.id, userId: laboratories.userId, hospitalId: laboratories.hospitalId })
            .from(laboratories)
            .where(eq(laboratories.id, id));
      const row = doctor ?? laboratory;
      return row && { userIds: row.userId ? [row.userId] : [], referenceIds: [row.id], hospitalIds: [row.hospitalId] };
    }
    case 'family-member': {
      // The patient's whose family it is.
      const [row] = await db
        .select({ patientId: familyMembers.patientId, userId: patients.userId })
        .from(familyMembers)
        .innerJoin(patients, eq(patients.id, familyMembers.patientId))
        .where(eq(familyMembers.id, id));
      return row && { userIds: row.userId ? [row.userId] : [], referenceIds: [row.patientId], hospitalIds: [] };
    }
    case 'appointment': {
      // A booked slot: its patient's (family bookings are his), its doctor's or nurse's, its hospital's.
      const [row] = await db
        .select({
          providerId: slots.providerId,
          hospitalId: slots.hospitalId,
          patientId: slots.patientId,
          userId: patients.userId,
        })
        .from(slots)
        .leftJoin(patients, eq(patients.id, slots.patientId))
        .where(eq(slots.id, id));
      if (!row?.patientId) return undefined;
      return {
        userIds: row.userId ? [row.userId] : [],
        referenceIds: [row.patientId, row.providerId],
        hospitalIds: [row.hospitalId],
      };
    }
  }
}

/** The owners of a paper (report, leave, prescription, lab request): its patient, the doctor who wrote it, its hospital. */
function paperOwners(row: {
  hospitalId: string;
  doctorId: string | null;
  patientId: string;
  userId: string | null;
}): Owners {
  return {
    userIds: row.userId ? [row.userId] : [],
    referenceIds: row.doctorId ? [row.patientId, row.doctorId] : [row.patientId],
    hospitalIds: [row.hospitalId],
  };
}
