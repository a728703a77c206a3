import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client';
import { useApi } from '../react/api-provider';
import type { components } from '../schema.gen';
import { fullName } from './patients';

type Schemas = components['schemas'];

// The dashboard's own minimal staff lists (My Doctors / My Nurses/Technicians /
// My Labs). The staff list screens have their own, fuller hooks; these ask for
// every item at once (`getAll=true`), as a strip of cards has no pager.

/** Which tab of the dashboard strip. */
export type DashboardStaffKind = 'doctors' | 'nurses' | 'labs';

/** A clickable staff card of the dashboard. */
export interface DashboardStaffCard {
  id: string;
  name: string;
  image?: string;
  /** A line under the name: the doctor's specialities, the nurse's type and speciality, the lab's email. */
  detail?: string;
  /** Nurses only: Nurse or Technician (the view translates it). */
  nurseType?: Schemas['NurseType'];
}

const joinText = (parts: ReadonlyArray<string | undefined>, separator: string) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator) || undefined;

export function toDoctorStaffCard(doctor: Schemas['Doctor']): DashboardStaffCard {
  return {
    id: doctor._id,
    name: fullName(doctor),
    image: doctor.image,
    detail: joinText(
      (doctor.specialityId ?? []).map((speciality) => speciality.name_en),
      ', ',
    ),
  };
}

export function toNurseStaffCard(nurse: Schemas['Nurse']): DashboardStaffCard {
  return {
    id: nurse._id,
    name: fullName(nurse),
    image: nurse.image,
    detail: joinText([nurse.speciality], ''),
    nurseType: nurse.type,
  };
}

export function toLabStaffCard(lab: Schemas['Laboratory']): DashboardStaffCard {
  return { id: lab._id, name: fullName(lab), image: lab.image, detail: lab.email };
}

async function fetchStaff(
  api: ApiClient,
  kind: DashboardStaffKind,
  signal: AbortSignal,
): Promise<DashboardStaffCard[]> {
  switch (kind) {
    case 'doctors': {
      const { data } = await api.GET('/doctors', { params: { query: { getAll: true } }, signal });
      return (data?.doctors ?? []).map(toDoctorStaffCard);
    }
    case 'nurses': {
      const { data } = await api.GET('/nurse', { params: { query: { getAll: true } }, signal });
      return (data?.data.nurses ?? []).map(toNurseStaffCard);
    }
    case 'labs': {
      const { data } = await api.GET('/labortories', { params: { query: { getAll: true } }, signal });
      return (data?.data.labs ?? []).map(toLabStaffCard);
    }
  }
}

/** Every doctor, nurse/technician or laboratory of the caller's hospital, as dashboard cards. */
export function dashboardStaffQueryOptions(api: ApiClient, kind: DashboardStaffKind, enabled = true) {
  return queryOptions({
    queryKey: ['dashboard-staff', kind] as const,
    queryFn: ({ signal }) => fetchStaff(api, kind, signal),
    enabled,
  });
}

/** `const doctors = useDashboardStaff('doctors')`; pass `enabled: false` for a tab not shown yet. */
export function useDashboardStaff(kind: DashboardStaffKind, enabled = true) {
  return useQuery(dashboardStaffQueryOptions(useApi(), kind, enabled));
}
