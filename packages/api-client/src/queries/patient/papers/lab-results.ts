// The signed-in patient's lab requests for the dashboard's Lab Results tab (002 "Patient dashboard": 'pending'
// shows a disabled 'pending' button, any other status offers 'view_result'): `GET /patients/labResults/{id}`,
// every request (the shared profile's query keeps the completed tests only), as the laboratory report rows the
// results modals show (tests, results, ranges, report files).
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { patientLabResultsQueryOptions } from '../../hospital/patients';
import { type LabReportRow, toLabReportRow } from '../../hospital/records/lab-reports';

/** Newest first. */
export function toOwnLabRequests(requests: readonly components['schemas']['LabRequest'][]): LabReportRow[] {
  return requests
    .map(toLabReportRow)
    .toSorted((a, b) => (Date.parse(b.date ?? '') || 0) - (Date.parse(a.date ?? '') || 0));
}

/** The shared query of `/patients/labResults/{id}` (same cache key), with every request. */
function ownLabRequestsQueryOptions(api: ApiClient, patientId: string) {
  return { ...patientLabResultsQueryOptions(api, patientId), select: toOwnLabRequests };
}

export function useOwnLabRequests(patientId: string) {
  return useQuery(ownLabRequestsQueryOptions(useApi(), patientId));
}
