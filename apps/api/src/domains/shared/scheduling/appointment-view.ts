// Appointments (booked slots) with the people and service they name, in the
// contract's Appointment shape, loaded in two queries whatever their number.
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import {
  doctorSpecialities,
  familyMembers,
  hospitals,
  hospitalServices,
  lookups,
  patients,
  providers,
  slots,
} from '../../../db/schema';
import { toLookup } from '../mappers';

type ProviderRow = typeof providers.$inferSelect;
type PatientRow = typeof patients.$inferSelect;
type LookupRow = typeof lookups.$inferSelect;

/** A patient as a reference on an appointment, lab request or report. */
export function toPatientRef(row: PatientRow) {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    birthday: row.birthday,
    gender: row.gender,
    emiratesId: row.emiratesId,
    mobile: row.phone,
    ...(row.image ? { image: row.image } : {}),
    ...(row.bloodType ? { bloodType: row.bloodType } : {}),
  };
}

/** A doctor or nurse as a reference (doctors with their specialities, nurses with theirs as text). */
export function toPersonRef(row: ProviderRow, specialities: LookupRow[] = []) {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    ...(row.image ? { image: row.image } : {}),
    ...(row.mobile ? { mobile: row.mobile } : {}),
    ...(row.kind === 'DOCTOR' ? { specialityId: specialities.map(toLookup) } : {}),
    ...(row.kind === 'NURSE' && row.speciality ? { speciality: row.speciality } : {}),
  };
}

export type PersonRef = ReturnType<typeof toPersonRef>;

/** Specialities of the given doctors, by doctor id. */
export async function specialitiesOf(db: Db, doctorIds: string[]): Promise<Map<string, LookupRow[]>> {
  const byDoctor = new Map<string, LookupRow[]>();
  if (doctorIds.length === 0) return byDoctor;
  const links = await db
    .select({ doctorId: doctorSpecialities.doctorId, lookup: lookups })
    .from(doctorSpecialities)
    .innerJoin(lookups, eq(lookups.id, doctorSpecialities.specialityId))
    .where(inArray(doctorSpecialities.doctorId, [...new Set(doctorIds)]))
    .orderBy(asc(lookups.nameEn));
  for (const { doctorId, lookup } of links) byDoctor.set(doctorId, [...(byDoctor.get(doctorId) ?? []), lookup]);
  return byDoctor;
}

/** Appointments matching `where` (conditions on slots and the joined tables), in time order. */
export async function loadAppointments(
  db: Db,
  where: SQL | undefined,
  options: { limit?: number; offset?: number; latestFirst?: boolean } = {},
) {
  const query = db
    .select({
      slot: slots,
      provider: providers,
      patient: patients,
      service: hospitalServices,
      member: familyMembers,
      hospital: { id: hospitals.id, name: hospitals.name, address: hospitals.address, image: hospitals.image },
    })
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .innerJoin(hospitals, eq(hospitals.id, slots.hospitalId))
    .leftJoin(patients, eq(patients.id, slots.patientId))
    .leftJoin(hospitalServices, eq(hospitalServices.id, slots.serviceId))
    .leftJoin(familyMembers, eq(familyMembers.id, slots.familyMemberId))
    .where(where)
    .orderBy(options.latestFirst ? desc(slots.startAt) : asc(slots.startAt), asc(slots.id));
  const rows = await (options.limit ? query.limit(options.limit).offset(options.offset ?? 0) : query);
  const specialities = await specialitiesOf(
    db,
    rows.filter((r) => r.provider.kind === 'DOCTOR').map((r) => r.provider.id),
  );
  return rows.map((row) => {
    const { slot, provider, patient, service, member, hospital } = row;
    const person = toPersonRef(provider, specialities.get(provider.id));
    const providerFields: { doctorId?: PersonRef; nurseId?: PersonRef; type?: 'NURSE' } =
      provider.kind === 'DOCTOR' ? { doctorId: person } : { nurseId: person, type: 'NURSE' };
    return {
      _id: slot.id,
      slotId: slot.id,
      from: slot.startAt.toISOString(),
      to: slot.endAt.toISOString(),
      status: slot.status,
      hospitalId: {
        _id: hospital.id,
        name: hospital.name,
        address: hospital.address,
        ...(hospital.image ? { image: hospital.image } : {}),
      },
      ...providerFields,
      ...(patient ? { patientId: toPatientRef(patient) } : {}),
      ...(service
        ? {
            serviceId: {
              _id: service.id,
              name: service.name,
              description: service.description,
              isFree: service.isFree,
              coveredByInsurance: service.coveredByInsurance,
              ...(service.price !== null ? { price: service.price } : {}),
              ...(service.image ? { image: service.image } : {}),
            },
          }
        : {}),
      ...(member
        ? {
            familyMemberId: {
              _id: member.id,
              firstName: member.firstName,
              lastName: member.lastName,
              relation: member.relation,
            },
          }
        : {}),
      ...(slot.description ? { description: slot.description } : {}),
    };
  });
}

export type AppointmentView = Awaited<ReturnType<typeof loadAppointments>>[number];
