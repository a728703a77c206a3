// The receptionist's hospital (001 §2 "Receptionist area": "The receptionist's
// hospital comes from the receptionist record's hospital reference"; §7
// "Single receptionist by referenceId, returning hospitalId._id"). The
// receptionist area passes it to the hospital screens it reuses.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { receptionistQuery } from '../hospital/staff/receptionists';

type Receptionist = components['schemas']['Receptionist'];

/** Where a receptionist works. */
export interface ReceptionistHospital {
  receptionistId: string;
  hospitalId: string;
  /** The hospital's name when the record carries it, else "". */
  hospitalName: string;
}

/** A receptionist's record as his hospital (`hospitalId._id`, `hospitalId.name`). */
export function toReceptionistHospital(record: Receptionist): ReceptionistHospital {
  return {
    receptionistId: record._id,
    hospitalId: record.hospitalId._id,
    hospitalName: record.hospitalId.name?.trim() ?? '',
  };
}

/** `GET /receptionists/{id}` mapped to the hospital; one cache entry with the account's query. */
export function receptionistHospitalQuery(api: ApiClient, receptionistId: string) {
  const { queryKey, queryFn } = receptionistQuery(api, receptionistId);
  return queryOptions({ queryKey, queryFn, select: (body) => toReceptionistHospital(body.data) });
}

/**
 * The signed-in receptionist's hospital: `receptionistId` is the session's
 * referenceId; waits while it is null (nobody signed in as a receptionist).
 */
export function useReceptionistHospital(receptionistId: string | null) {
  return useQuery({ ...receptionistHospitalQuery(useApi(), receptionistId ?? ''), enabled: receptionistId !== null });
}
