// The patient's points balance from his profile (002 §3 "User: points"), when the stored user does not carry it.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { patientFamilyMembersQueryOptions } from '../booking/family-members';

const pointsOf = (profile: components['schemas']['PatientProfile']): number => profile.points ?? 0;

/** His balance from `GET /patients/profile/{id}` (the profile's cache key); `enabled: false` skips the call. */
export function useProfilePoints(patientId: string, options: { enabled?: boolean } = {}) {
  const query = patientFamilyMembersQueryOptions(useApi(), patientId);
  return useQuery({ ...query, select: pointsOf, enabled: query.enabled && options.enabled !== false });
}
