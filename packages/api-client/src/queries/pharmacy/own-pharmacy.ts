import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { bodyOf } from '../shared/query-helpers';

/** The pharmacy's own details, as /pharmacy/pharmacy-details shows them. */
export interface PharmacyDetails {
  id: string;
  name: string;
  branchName: string;
  /** The pharmacist in charge: "First Last". */
  pharmacist: string;
  email: string;
  /** The branch's phone. */
  phone?: string;
  address?: string;
  /** The emirate. */
  state?: string;
  /** [lat, lng] when the record has both. */
  location?: [number, number];
  image?: string;
}

export function toPharmacyDetails(pharmacy: components['schemas']['Pharmacy']): PharmacyDetails {
  const { latitude, longitude } = pharmacy;
  return {
    id: pharmacy._id,
    name: pharmacy.name,
    branchName: pharmacy.branchName,
    pharmacist: [pharmacy.firstName.trim(), pharmacy.lastName.trim()].filter(Boolean).join(' '),
    email: pharmacy.email,
    ...(pharmacy.mobile ? { phone: pharmacy.mobile } : {}),
    ...(pharmacy.address ? { address: pharmacy.address } : {}),
    ...(pharmacy.state ? { state: pharmacy.state } : {}),
    ...(latitude !== undefined && longitude !== undefined
      ? { location: [latitude, longitude] as [number, number] }
      : {}),
    ...(pharmacy.image ? { image: pharmacy.image } : {}),
  };
}

/** `GET /pharmacies/{id}` (getPharmacy) with the pharmacy's referenceId: its own record. */
export function pharmacyQueryOptions(api: ApiClient, pharmacyId: string) {
  const init = { params: { path: { id: pharmacyId } } };
  return queryOptions({
    queryKey: ['get', '/pharmacies/{id}', init] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/pharmacies/{id}', { ...init, signal })).data),
    select: (body) => toPharmacyDetails(body.data),
    enabled: pharmacyId !== '',
  });
}

/** The signed-in pharmacy's details (`pharmacyId`: the session's referenceId). */
export function usePharmacyDetails(pharmacyId: string) {
  return useQuery(pharmacyQueryOptions(useApi(), pharmacyId));
}
