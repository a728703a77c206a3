import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import type { CatalogueLocale } from '../shared/catalogue-name';
import { type DoctorProfile, doctorPageQuery, toDoctorPage } from './staff/doctors';
import { type LaboratoryProfile, laboratoryPageQuery, toLaboratoryPage } from './staff/laboratories';
import { type NurseProfile, nursePageQuery, toNursePage } from './staff/nurses';
import { allStaff } from './staff/staff';

type Schemas = components['schemas'];

// The dashboard's strips (My Doctors / My Nurses/Technicians / My Labs) are the
// staff lists' own queries asking for every item at once (`getAll=true`), as a
// strip of cards has no pager. They share the lists' cache, so adding, editing
// or deleting someone refreshes the strip too.

/** Which tab of the dashboard strip. */
export type DashboardStaffKind = 'doctors' | 'nurses' | 'labs';

/** A clickable staff card of the dashboard. */
export interface DashboardStaffCard {
  id: string;
  name: string;
  image?: string;
  /** A line under the name: the doctor's specialities, the nurse's speciality, the lab's email. */
  detail?: string;
  /** Nurses only: Nurse or Technician (the view translates it). */
  nurseType?: Schemas['NurseType'];
}

const joinText = (parts: readonly string[], separator: string) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator) || undefined;

const card = (person: { id: string; name: string; image?: string }, detail: string | undefined) => ({
  id: person.id,
  name: person.name,
  ...(person.image ? { image: person.image } : {}),
  ...(detail ? { detail } : {}),
});

export function toDoctorStaffCard(doctor: DoctorProfile): DashboardStaffCard {
  return card(
    doctor,
    joinText(
      doctor.specialities.map((speciality) => speciality.name),
      ', ',
    ),
  );
}

export function toNurseStaffCard(nurse: NurseProfile): DashboardStaffCard {
  return { ...card(nurse, joinText([nurse.speciality], '')), nurseType: nurse.type };
}

export function toLabStaffCard(lab: LaboratoryProfile): DashboardStaffCard {
  return card(lab, lab.email);
}

/**
 * Every doctor of the caller's hospital as cards, the specialities named in
 * the reader's language (as the doctors list names them); `enabled: false`
 * waits for the tab.
 */
export function useDashboardDoctors(enabled = true, locale: CatalogueLocale = 'en') {
  return useQuery({
    ...doctorPageQuery(useApi(), allStaff),
    select: (body) => toDoctorPage(body, locale).items.map(toDoctorStaffCard),
    enabled,
  });
}

/** Every nurse and technician of the caller's hospital as cards. */
export function useDashboardNurses(enabled = true) {
  return useQuery({
    ...nursePageQuery(useApi(), allStaff),
    select: (body) => toNursePage(body.data).items.map(toNurseStaffCard),
    enabled,
  });
}

/** Every laboratory of the caller's hospital as cards. */
export function useDashboardLabs(enabled = true) {
  return useQuery({
    ...laboratoryPageQuery(useApi(), allStaff),
    select: (body) => toLaboratoryPage(body.data).items.map(toLabStaffCard),
    enabled,
  });
}
