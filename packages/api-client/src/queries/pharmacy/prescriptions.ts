// The pharmacy's QR prescriptions (#21): reading one by the reference its code carries, dispensing it once, and
// the list of those this pharmacy dispensed.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { type DispensingView, toDispensingView } from '../doctor/qr-prescription-history';
import { bodyOf, isUnderPath } from '../shared/query-helpers';

type Schemas = components['schemas'];

const LIST = '/pharmacyPrescriptions';

/** A QR prescription as a pharmacy reads it (what the verification page shows, with the patient's name). */
export interface PharmacyPrescriptionView {
  id: string;
  /** The reference its QR code carries; dispensing names it. */
  reference: string;
  patientName: string;
  /** Masked by the server but for its last 4 digits, e.g. "•••-••••-••••567-1". */
  emiratesId: string;
  /** Absent once the doctor has left. */
  doctor?: string;
  hospital: string;
  /** ISO date-time it was written. */
  date: string;
  treatmentType: string;
  /** The medicine, as the doctor wrote it. */
  prescription: string;
  dosageADay: number;
  consumptionDays: number;
  /** Undefined while not dispensed. */
  dispensed?: DispensingView;
}

/** One page of the prescriptions this pharmacy dispensed, newest first. */
export interface DispensedPrescriptionPage {
  prescriptions: PharmacyPrescriptionView[];
  /** Zero-based, as the API counts. */
  page: number;
  pageCount: number;
}

/** The API's PharmacyPrescription as the pharmacy screens show it. */
export function toPharmacyPrescription(prescription: Schemas['PharmacyPrescription']): PharmacyPrescriptionView {
  const doctor = prescription.doctor?.trim();
  const dispensed = prescription.dispensed;
  return {
    id: prescription._id,
    reference: prescription.reference,
    patientName: prescription.patientName,
    emiratesId: prescription.emiratesId,
    hospital: prescription.hospital,
    date: prescription.date,
    treatmentType: prescription.treatmentType,
    prescription: prescription.prescription,
    dosageADay: prescription.dosageADay,
    consumptionDays: prescription.consumptionDays,
    ...(doctor ? { doctor } : {}),
    ...(dispensed ? { dispensed: toDispensingView(dispensed) } : {}),
  };
}

export function toDispensedPrescriptionPage(body: Schemas['PharmacyPrescriptionPage']): DispensedPrescriptionPage {
  return {
    prescriptions: body.prescriptions.map(toPharmacyPrescription),
    page: body.pageNumber,
    pageCount: body.numberOfPages,
  };
}

/** The digits of an Emirates ID search ("784-19" → "78419"); the server ignores dashes too. */
export function emiratesIdDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** `GET /pharmacyPrescriptions?page=&emiratesId=` (listDispensedPrescriptions): what the calling pharmacy dispensed. */
export function dispensedPrescriptionsQueryOptions(api: ApiClient, page: number, emiratesId: string) {
  const digits = emiratesIdDigits(emiratesId);
  const init = { params: { query: { page, ...(digits ? { emiratesId: digits } : {}) } } };
  return queryOptions({
    queryKey: ['get', LIST, init] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/pharmacyPrescriptions', { ...init, signal })).data),
    select: (body) => toDispensedPrescriptionPage(body.data),
    placeholderData: keepPreviousData,
  });
}

/** A page of the prescriptions this pharmacy dispensed, narrowed to an Emirates ID's digits when given. */
export function useDispensedPrescriptions(page: number, emiratesId = '') {
  return useQuery(dispensedPrescriptionsQueryOptions(useApi(), page, emiratesId));
}

/** `POST /pharmacyPrescriptions/scan { reference }`: the prescription a QR code names (404 when none). */
export async function scanPrescription(api: ApiClient, reference: string): Promise<PharmacyPrescriptionView> {
  const { data } = await api.POST('/pharmacyPrescriptions/scan', { body: { reference } });
  return toPharmacyPrescription(bodyOf(data).data);
}

/** `POST /pharmacyPrescriptions/dispense { reference }`: records this pharmacy's dispensing, once. */
export async function dispensePrescription(api: ApiClient, reference: string): Promise<PharmacyPrescriptionView> {
  const { data } = await api.POST('/pharmacyPrescriptions/dispense', { body: { reference } });
  return toPharmacyPrescription(bodyOf(data).data);
}

/** Reads a prescription by its reference (`mutateAsync(reference)`); the screen keeps the answer. */
export function useScanPrescription() {
  const api = useApi();
  return useMutation({ mutationFn: (reference: string) => scanPrescription(api, reference) });
}

/**
 * Dispenses a prescription (`mutateAsync(reference)`). A refusal is an ApiError whose message is the server's: a
 * 409 names when and by which pharmacy it was dispensed. The dispensed list is fetched again either way.
 */
export function useDispensePrescription() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => dispensePrescription(api, reference),
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => isUnderPath(query.queryKey, LIST) }),
  });
}
