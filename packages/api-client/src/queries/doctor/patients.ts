import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../react/api-provider';
import { patientsQueryOptions } from '../hospital/patients';

/**
 * The doctor's Patient list (001 §2): 001 §7's "GET patient list paged: GET
 * /{base}?page={n}" is the contract's `listPatients` (`GET /patients?page=`),
 * the one paged patient list whose x-roles include DOCTOR; the server scopes
 * it to the patients who booked with the signed-in doctor. Same query (and
 * cache entry) as the other areas' patient lists; pages are zero-based and the
 * page shown stays while the next loads.
 */
export function useDoctorPatientList(page: number) {
  return useQuery(patientsQueryOptions(useApi(), page));
}
