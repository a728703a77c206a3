import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  hospitalServices,
  hospitals,
  laboratories,
  patientHospitals,
  packages,
  patients,
  promoVideos,
  providers,
  receptionists,
  slots,
  users,
} from '../db/schema';

/** The records a path can name, for ownership checks. */
export type ResourceKind =
  | 'user'
  | 'hospital'
  | 'patient'
  | 'provider'
  | 'slot'
  | 'laboratory'
  | 'receptionist'
  | 'appointment'
  | 'service'
  | 'package'
  | 'promoVideo';

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
  listPcrTestSlots: { param: 'id', kind: 'hospital' },
  listPcrVaccinationSlots: { param: 'id', kind: 'hospital' },
  listHospitalAppointments: { param: 'id', kind: 'hospital' },
  listHospitalRewards: { param: 'hospitalId', kind: 'hospital' },
  getAppointment: { param: 'id', kind: 'appointment' },
  listDoctorAppointments: { param: 'id', kind: 'provider' },
  updateDoctor: { param: 'id', kind: 'provider' },
  deleteDoctor: { param: 'id', kind: 'provider' },
  uploadDoctorProfilePicture: { param: 'id', kind: 'provider' },
  deleteDoctorProfilePicture: { param: 'id', kind: 'provider' },
  getNurse: { param: 'id', kind: 'provider' },
  updateNurse: { param: 'id', kind: 'provider' },
  deleteNurse: { param: 'id', kind: 'provider' },
  uploadNurseProfilePicture: { param: 'id', kind: 'provider' },
  deleteNurseProfilePicture: { param: 'id', kind: 'provider' },
  getLaboratory: { param: 'id', kind: 'laboratory' },
  updateLaboratory: { param: 'id', kind: 'laboratory' },
  deleteLaboratory: { param: 'id', kind: 'laboratory' },
  uploadLaboratoryProfilePicture: { param: 'id', kind: 'laboratory' },
  deleteLaboratoryProfilePicture: { param: 'id', kind: 'laboratory' },
  getReceptionist: { param: 'id', kind: 'receptionist' },
  updateReceptionist: { param: 'id', kind: 'receptionist' },
  deleteReceptionist: { param: 'id', kind: 'receptionist' },
  uploadReceptionistProfilePicture: { param: 'id', kind: 'receptionist' },
  deleteReceptionistProfilePicture: { param: 'id', kind: 'receptionist' },
  listHospitalServices: { param: 'hospitalId', kind: 'hospital' },
  getHospitalService: { param: 'id', kind: 'service' },
  updateHospitalService: { param: 'id', kind: 'service' },
  deleteHospitalService: { param: 'id', kind: 'service' },
  listHospitalPackages: { param: 'hospitalId', kind: 'hospital' },
  updatePackage: { param: 'id', kind: 'package' },
  deletePackage: { param: 'id', kind: 'package' },
  deletePromoVideo: { param: 'id', kind: 'promoVideo' },
  likePromoVideo: { param: 'userId', kind: 'user' },
};

/**
 * Operations whose path parameters name no record (a search text): the policy
 * checks their roles only, and their handlers narrow the answer to the
 * caller's own hospital.
 */
export const operationsNamingNoRecord = new Set([
  'searchHospitalDoctors',
  'searchNurses',
  'searchLaboratories',
  'searchReceptionists',
  // Names a lab request, which has no owner lookup here: its handler checks hospital, laboratory, doctor or patient.
  'downloadLabReport',
]);

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
    case 'laboratory':
    case 'receptionist': {
      const table = kind === 'laboratory' ? laboratories : receptionists;
      const [row] = await db
        .select({ id: table.id, userId: table.userId, hospitalId: table.hospitalId })
        .from(table)
        .where(eq(table.id, id));
      return row && { userIds: row.userId ? [row.userId] : [], referenceIds: [row.id], hospitalIds: [row.hospitalId] };
    }
    case 'slot': {
      const [row] = await db.select().from(slots).where(eq(slots.id, id));
      return row && { userIds: [], referenceIds: [row.providerId], hospitalIds: [row.hospitalId] };
    }
    case 'service': {
      const [row] = await db
        .select({ hospitalId: hospitalServices.hospitalId })
        .from(hospitalServices)
        .where(eq(hospitalServices.id, id));
      return row && { userIds: [], referenceIds: [row.hospitalId], hospitalIds: [row.hospitalId] };
    }
    case 'promoVideo': {
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
