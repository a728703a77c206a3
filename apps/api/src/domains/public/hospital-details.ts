// The public hospital page (002 "Hospital detail"): the hospital, its doctors
// (Doctors tab) and its services with their doctors, nurses and technicians
// (Services tab and the provider picker).
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hospitalServices, hospitals, providers } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { peopleOf, toService } from '../hospital/service-view';
import { withNames, withoutContact } from '../shared/doctor-rows';
import { toPublicHospitals } from './public-hospital';

/** Spec choice: a bound on the Doctors tab (no paging in the specification's call), as the doctor directory's. */
const DOCTOR_LIMIT = 500;

/** The page of an approved hospital; 404 for an unknown or unapproved one (it is not public yet). */
export async function loadHospitalDetails(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(hospitals)
    .where(and(eq(hospitals.id, id), eq(hospitals.status, 'APPROVED')));
  if (!row) throw notFound('Hospital not found');
  const [[hospital], doctorRows, serviceRows, nurseRows] = await Promise.all([
    toPublicHospitals(db, [row]),
    db
      .select()
      .from(providers)
      .where(and(eq(providers.hospitalId, id), eq(providers.kind, 'DOCTOR')))
      .orderBy(asc(providers.firstName), asc(providers.lastName), asc(providers.id))
      .limit(DOCTOR_LIMIT),
    // The order of the hospital's own Services screen (hospital/services.ts): the newest first.
    db
      .select()
      .from(hospitalServices)
      .where(eq(hospitalServices.hospitalId, id))
      .orderBy(desc(hospitalServices.createdAt), asc(hospitalServices.name), asc(hospitalServices.id)),
    // The nurses' and technicians' specialities (free text), for the provider picker.
    db
      .select({ id: providers.id, speciality: providers.speciality })
      .from(providers)
      .where(and(eq(providers.hospitalId, id), eq(providers.kind, 'NURSE'))),
  ]);
  if (!hospital) throw notFound('Hospital not found');
  const [doctors, people] = await Promise.all([
    withNames(db, doctorRows),
    peopleOf(
      db,
      serviceRows.map((service) => service.id),
    ),
  ]);
  // The provider picker shows each provider's specialities (002 "Hospital detail"): a doctor's from his
  // speciality list, a nurse's or technician's text. A service names only its own hospital's staff.
  const specialitiesOf = new Map(doctors.map((doctor) => [doctor._id, doctor.specialityId]));
  const nurseSpeciality = new Map(nurseRows.map((nurse) => [nurse.id, nurse.speciality]));
  const withSpecialities = <T extends { _id: string }>(person: T) => {
    const specialityId = specialitiesOf.get(person._id);
    const speciality = nurseSpeciality.get(person._id);
    return { ...person, ...(specialityId ? { specialityId } : {}), ...(speciality ? { speciality } : {}) };
  };
  return {
    hospital,
    // Without their mobile numbers, as the doctor directory shows them.
    doctors: doctors.map(withoutContact),
    otherServices: serviceRows.map((row) => {
      const service = toService(row, people.get(row.id));
      return {
        ...service,
        doctors: service.doctors.map(withSpecialities),
        nurses: service.nurses.map(withSpecialities),
        technicians: service.technicians.map(withSpecialities),
      };
    }),
  };
}
