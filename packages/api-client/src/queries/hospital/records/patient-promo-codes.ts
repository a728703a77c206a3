import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { fullName } from '../patients';
import { type ServiceDetails, toServiceDetails } from './service-details';

type HospitalCode = components['schemas']['HospitalCode'];

/** One row of the Patient Promo Code table (000 §2.5). */
export interface PatientPromoCodeRow {
  id: string;
  patientName: string;
  /** Start of the appointment (ISO); the view shows its day. */
  appointmentAt?: string;
  emiratesId?: string;
  /** The appointment's doctor or nurse/technician. */
  provider: string;
  /** Opens the Service Details modal. */
  service?: ServiceDetails;
  code: string;
  /** TAKEN once used (green), anything else red (000 §4). */
  status?: string;
}

/** Maps a contract hospital code to a table row. */
export function toPatientPromoCodeRow(code: HospitalCode): PatientPromoCodeRow {
  const appointment = code.slotId;
  const patient = code.patientId ?? appointment?.patientId;
  const row: PatientPromoCodeRow = {
    id: code._id,
    patientName: fullName(patient),
    provider: fullName(appointment?.doctorId ?? appointment?.nurseId),
    code: code.code,
  };
  if (appointment?.from) row.appointmentAt = appointment.from;
  if (patient?.emiratesId) row.emiratesId = patient.emiratesId;
  if (appointment?.serviceId) row.service = toServiceDetails(appointment.serviceId);
  if (code.status) row.status = code.status;
  return row;
}

/**
 * The "Search Patient with Emirates ID" match (a substring, 000 §2.5). Dashes
 * are optional: "1234567" finds 784-1990-1234567-1 as well as "1990-123".
 */
export function matchesEmiratesId(emiratesId: string | undefined, search: string): boolean {
  const text = search.trim();
  if (!text) return true;
  if (!emiratesId) return false;
  if (emiratesId.includes(text)) return true;
  const digits = text.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) && emiratesId.replace(/-/g, '').includes(digits);
}

/** The rows whose Emirates ID contains the search text (all rows for an empty search). */
export function filterPromoCodes(rows: readonly PatientPromoCodeRow[], search: string): PatientPromoCodeRow[] {
  return rows.filter((row) => matchesEmiratesId(row.emiratesId, search));
}

/** `GET /hospitalCodes/getHospitalCodes`: the signed-in hospital's codes (the server decides whose). */
export function patientPromoCodesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['get', '/hospitalCodes/getHospitalCodes'] as const,
    queryFn: async ({ signal }) => (await api.GET('/hospitalCodes/getHospitalCodes', { signal })).data ?? { data: [] },
    select: (answer) => answer.data.map(toPatientPromoCodeRow),
  });
}

/** The hospital's patient promo codes, as table rows. */
export function usePatientPromoCodes() {
  return useQuery(patientPromoCodesQueryOptions(useApi()));
}
