// From database rows to the contract's answer shapes, for the rows several domains answer.
import type { familyMembers, hospitals, lookups, patients, providers, users } from '../../db/schema';

type HospitalRow = typeof hospitals.$inferSelect;
type FamilyMemberRow = typeof familyMembers.$inferSelect;
type ProviderRow = typeof providers.$inferSelect;
type PatientRow = typeof patients.$inferSelect;
type UserRow = typeof users.$inferSelect;
type LookupRow = typeof lookups.$inferSelect;

export const fileUrl = (storedName: string) => `/api/files/${storedName}`;

export function toHospital(row: HospitalRow) {
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    tradeLicenseNo: row.tradeLicenseNo,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    address: row.address,
    location: { type: 'Point' as const, coordinates: [row.latitude, row.longitude] },
    state: row.state,
    phoneNo: row.phoneNo,
    email: row.email,
    insurances: row.insurances.map((id) => ({ _id: id })),
    PCRDPI: row.pcrdpi,
    status: row.status,
    ...(row.image ? { image: row.image } : {}),
    ...(row.about ? { about: row.about } : {}),
    ...(row.openingTime ? { openingTime: row.openingTime } : {}),
    ...(row.closingTime ? { closingTime: row.closingTime } : {}),
    images: row.images,
    services: row.services.map((id) => ({ _id: id })),
    ...(row.cumulativeRating === null ? {} : { cumulativeRating: row.cumulativeRating }),
  };
}

export function toPatient(row: PatientRow) {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    // An anonymised patient keeps no phone (patient-removal.ts): the optional fields are left out.
    ...(row.phone ? { mobile: row.phone, phone: row.phone } : {}),
    birthday: row.birthday,
    gender: row.gender,
    location: row.location,
    emiratesId: row.emiratesId,
    insurances: row.insurances.map((id) => ({ _id: id })),
    points: row.points,
    accountDeletionRequest: row.accountDeletionRequest,
    ...(row.image ? { image: row.image } : {}),
  };
}

export function toUser(row: UserRow, extra: { PCRDPI?: boolean } = {}) {
  return {
    _id: row.id,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    referenceId: row.referenceId,
    ...extra,
  };
}

export function toLookup(row: LookupRow) {
  return { _id: row.id, name_en: row.nameEn, name_ar: row.nameAr };
}

export function toFamilyMember(row: FamilyMemberRow) {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    relation: row.relation,
    emiratesId: row.emiratesId,
    // 002: the list shows a dash for an empty phone (a member kept for an anonymised patient's visit).
    ...(row.phoneNo ? { phoneNo: row.phoneNo } : {}),
    patientId: row.patientId,
  };
}

/** A doctor with the names of his specialities and hospital (optional fields only when set). */
export function toDoctor(
  row: ProviderRow,
  specialities: LookupRow[] = [],
  hospital?: Pick<HospitalRow, 'id' | 'name' | 'address' | 'image'>,
) {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    ...(row.mobile ? { mobile: row.mobile } : {}),
    ...(row.experience ? { experience: row.experience } : {}),
    ...(row.about ? { about: row.about } : {}),
    ...(row.image ? { image: row.image } : {}),
    ...(row.genderId ? { gender: row.genderId } : {}),
    ...(row.countryId ? { country: row.countryId } : {}),
    ...(row.languageId ? { language: row.languageId } : {}),
    specialityId: specialities.map(toLookup),
    hospitalId: hospital
      ? {
          _id: hospital.id,
          name: hospital.name,
          address: hospital.address,
          ...(hospital.image ? { image: hospital.image } : {}),
        }
      : { _id: row.hospitalId },
  };
}
