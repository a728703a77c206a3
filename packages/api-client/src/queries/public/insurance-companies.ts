import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../react/api-provider';
import { adminInsurancesQuery } from '../admin/catalogues/insurances';

/**
 * The insurance companies page of the patient site (002, "Authenticated
 * patient area": insurance): `GET /insurances` (listInsurances, open to
 * guests), every company with its names and logo. The same query as the admin's
 * catalogue (one cache: an admin's change shows here too).
 */
export function useInsuranceCompanies() {
  return useQuery(adminInsurancesQuery(useApi()));
}
