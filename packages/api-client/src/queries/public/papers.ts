import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { isApiError } from '../../client/api-error';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { bodyOf } from '../shared/query-helpers';

type PaperVerification = components['schemas']['PaperVerification'];
export type PaperKind = PaperVerification['kind'];

/** A verified paper as /verify/{reference} shows it. */
export interface VerifiedPaper {
  kind: PaperKind;
  /** ISO date-time. */
  issuedAt: string;
  hospital: string;
  doctor?: string;
  patientInitials: string;
  /** Sick leave: first and last day ('YYYY-MM-DD'). */
  from?: string;
  to?: string;
  /** Report, slip: ISO date-time of the appointment. */
  appointmentAt?: string;
  treatmentType?: string;
  prescription?: string;
  dosageADay?: number;
  consumptionDays?: number;
  medicines: { medicine: string; dosage: number; days: number }[];
}

/** The answer of verifyPaper as a view model. */
export function toVerifiedPaper(paper: PaperVerification): VerifiedPaper {
  return {
    kind: paper.kind,
    issuedAt: paper.issuedAt,
    hospital: paper.hospital,
    patientInitials: paper.patientInitials,
    medicines: paper.medicines ?? [],
    ...(paper.doctor ? { doctor: paper.doctor } : {}),
    ...(paper.from ? { from: paper.from } : {}),
    ...(paper.to ? { to: paper.to } : {}),
    ...(paper.appointmentAt ? { appointmentAt: paper.appointmentAt } : {}),
    ...(paper.treatmentType ? { treatmentType: paper.treatmentType } : {}),
    ...(paper.prescription ? { prescription: paper.prescription } : {}),
    ...(paper.dosageADay === undefined ? {} : { dosageADay: paper.dosageADay }),
    ...(paper.consumptionDays === undefined ? {} : { consumptionDays: paper.consumptionDays }),
  };
}

/** True when the server found nothing genuine behind the reference (404), as opposed to a failure to ask. */
export function isUnverifiedPaper(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** `GET /papers/verify/{reference}`: what a paper with this reference says; 404 when it is not genuine. */
export function paperVerificationQuery(api: ApiClient, reference: string) {
  return queryOptions({
    queryKey: ['get', '/papers/verify/{reference}', reference] as const,
    queryFn: async ({ signal }) =>
      bodyOf((await api.GET('/papers/verify/{reference}', { params: { path: { reference } }, signal })).data),
    select: (body) => toVerifiedPaper(body.data),
    // A "not verified" answer is final; asking again would not change it.
    retry: (count, error) => !isUnverifiedPaper(error) && count < 2,
    staleTime: Infinity,
  });
}

export function usePaperVerification(reference: string) {
  return useQuery(paperVerificationQuery(useApi(), reference));
}
