// The signed-in patient's QR prescriptions (002 "Patient dashboard": the QR Prescription tab; #21: dispensed ones
// say when and where): `GET /qrPrescriptions?patientId=` (a patient may name only himself); the PDF with the QR
// code is the doctor area's download.
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import {
  patientQrPrescriptionsQuery,
  toWrittenQrPrescriptions,
  type WrittenQrPrescription,
} from '../../doctor/qr-prescription-history';
import { fullName } from '../../hospital/full-name';

/** A prescription as the patient's list shows it: what, how long, who wrote it and its dispensing. */
export interface PatientQrPrescription extends WrittenQrPrescription {
  /** The doctor's "First Last"; empty when the answer does not name him. */
  doctor: string;
  /** What its QR code carries (the server's signed /verify/ address, as on the PDF); absent from an older server. */
  verifyUrl?: string;
}

/** Newest first, each with its doctor. */
export function toPatientQrPrescriptions(
  list: readonly components['schemas']['QrPrescription'][],
): PatientQrPrescription[] {
  const doctors = new Map(list.map((item) => [item._id, item.doctorId ? fullName(item.doctorId) : '']));
  const addresses = new Map(list.map((item) => [item._id, item.verifyUrl]));
  return toWrittenQrPrescriptions(list).map((written) => {
    const verifyUrl = addresses.get(written.id);
    return { ...written, doctor: doctors.get(written.id) ?? '', ...(verifyUrl ? { verifyUrl } : {}) };
  });
}

/** The doctor area's query of `/qrPrescriptions?patientId=` (same cache key), mapped for the patient. */
function ownQrPrescriptionsQueryOptions(api: ApiClient, patientId: string) {
  return {
    ...patientQrPrescriptionsQuery(api, patientId),
    select: (body: { data: components['schemas']['QrPrescription'][] }) => toPatientQrPrescriptions(body.data),
    enabled: patientId !== '',
  };
}

export function useOwnQrPrescriptions(patientId: string) {
  return useQuery(ownQrPrescriptionsQueryOptions(useApi(), patientId));
}
