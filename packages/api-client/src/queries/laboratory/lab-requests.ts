// The laboratory's lab requests (001 §2 "Laboratory area", §7): `GET /labRequests/{id}?page=&status=`
// with the laboratory's id (the session's referenceId): `pending` for /laboratory, `completed` for
// /laboratory/lab-result-records. The call, its cache entry and its cards are the doctor's Lab Results
// Records' (the same operation, listLabRequests, asked with another id).
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import {
  type DoctorLabRequestCard,
  type DoctorLabRequestPage,
  type DoctorLabRequestStatus,
  doctorLabRequestsQueryOptions,
} from '../doctor/lab-requests-list';

/** A lab request as the laboratory's screens show it: date, patient name and picture, doctor, tests, results. */
export type LaboratoryLabRequest = DoctorLabRequestCard;

/** One page of the laboratory's requests of one status (zero-based `page`). */
export type LaboratoryLabRequestPage = DoctorLabRequestPage;

/** `pending` (waiting for results) or `completed` (results sent). */
export type LaboratoryLabRequestStatus = DoctorLabRequestStatus;

/** `GET /labRequests/{laboratoryId}?page=&status=`: one page of the laboratory's requests, newest first. */
export function laboratoryLabRequestsQueryOptions(
  api: ApiClient,
  laboratoryId: string,
  status: LaboratoryLabRequestStatus,
  page: number,
) {
  return doctorLabRequestsQueryOptions(api, laboratoryId, status, page);
}

/** A page of the signed-in laboratory's requests of one status; waits while `laboratoryId` is ''. */
export function useLaboratoryLabRequests(laboratoryId: string, status: LaboratoryLabRequestStatus, page: number) {
  return useQuery(laboratoryLabRequestsQueryOptions(useApi(), laboratoryId, status, page));
}
