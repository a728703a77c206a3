import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { type LabReportRow, toLabReportRow } from '../hospital/records/lab-reports';
import { bodyOf } from '../shared/query-helpers';

type Schemas = components['schemas'];
type LabRequest = Schemas['LabRequest'];

/** The two tabs of Lab Results Records: Pending Request and Test Results (001 §2). */
export type DoctorLabRequestStatus = Schemas['LabRequestStatus'];

const LAB_REQUESTS = '/labRequests/{id}';

/**
 * A card of Lab Results Records: date, tests, patient name and image (001
 * §2). The fields of the hospital's lab report row as well, so a completed
 * request opens the same results modal (Test, Result, Reference Range, Report).
 */
export interface DoctorLabRequestCard extends LabReportRow {
  /** The patient's photo; undefined shows a placeholder. */
  patientImage?: string;
}

/** One page of the doctor's lab requests of one status. */
export interface DoctorLabRequestPage {
  requests: DoctorLabRequestCard[];
  /** Zero-based, as the API counts. */
  page: number;
  pageCount: number;
}

export function toDoctorLabRequestCard(request: LabRequest): DoctorLabRequestCard {
  const card: DoctorLabRequestCard = toLabReportRow(request);
  if (request.patientId?.image) card.patientImage = request.patientId.image;
  return card;
}

export function toDoctorLabRequestPage(body: Schemas['LabRequestPage']): DoctorLabRequestPage {
  return {
    requests: body.labRequests.map(toDoctorLabRequestCard),
    page: body.pageNumber,
    pageCount: body.numberOfPages,
  };
}

/** `GET /labRequests/{doctorId}?page=&status=` (listLabRequests): the doctor's own requests, newest first. */
export function doctorLabRequestsQueryOptions(
  api: ApiClient,
  doctorId: string,
  status: DoctorLabRequestStatus,
  page: number,
) {
  const init = { params: { path: { id: doctorId }, query: { page, status } } };
  return queryOptions({
    queryKey: ['get', LAB_REQUESTS, init] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET(LAB_REQUESTS, { ...init, signal })).data),
    select: (body) => toDoctorLabRequestPage(body.data),
    enabled: doctorId !== '',
    placeholderData: keepPreviousData,
  });
}

/**
 * A page of the signed-in doctor's lab requests of one status (`pending` for
 * the Pending Request tab, `completed` for Test Results); `enabled: false`
 * waits (the tab not shown).
 */
export function useDoctorLabRequests(
  doctorId: string,
  status: DoctorLabRequestStatus,
  page: number,
  options: { enabled?: boolean } = {},
) {
  const query = doctorLabRequestsQueryOptions(useApi(), doctorId, status, page);
  return useQuery({ ...query, enabled: doctorId !== '' && options.enabled !== false });
}
