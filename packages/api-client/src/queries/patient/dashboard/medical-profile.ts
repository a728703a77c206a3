// The dashboard's Medical Profile tab (002 "Patient dashboard", §3 "Patient
// medical profile"): the signed-in patient's personal data, vitals and
// previous appointments with their prescriptions, all from his profile
// (`GET /patients/profile/{id}`, the query the hospital areas read too).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { patientProfileQueryOptions, type PatientProfileView, toPatientProfile } from '../../hospital/patients';
import type { CatalogueNames } from '../../shared/catalogue-name';
import { type PatientAppointment, toPatientAppointment } from './appointments';

type Schemas = components['schemas'];

/** A past appointment with the prescription of its doctor report (none when no report was written). */
export interface MedicalProfileVisit extends PatientAppointment {
  medicines: Schemas['Medicine'][];
}

/** What the Medical Profile tab shows. */
export interface MedicalProfile extends PatientProfileView {
  firstName: string;
  lastName: string;
  email: string;
  /** '+971-50 123 4567'; empty when none is stored. */
  phone: string;
  location: string;
  /** Named in the reader's language by the view (`catalogueName`). */
  insurances: CatalogueNames[];
  previousVisits: MedicalProfileVisit[];
}

export function toMedicalProfile(profile: Schemas['PatientProfile']): MedicalProfile {
  return {
    ...toPatientProfile(profile),
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone ?? profile.mobile ?? '',
    location: profile.location ?? '',
    insurances: profile.insurances ?? [],
    previousVisits: (profile.prevAppointments ?? []).map((appointment) => ({
      ...toPatientAppointment(appointment),
      medicines: appointment.doctorReport?.medicines ?? [],
    })),
  };
}

/** The signed-in patient's medical profile. */
export function useMedicalProfile(patientId: string) {
  return useQuery({ ...patientProfileQueryOptions(useApi(), patientId), select: toMedicalProfile });
}
