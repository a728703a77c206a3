// The QR prescriptions a doctor wrote for a patient, each with whether a
// pharmacy has dispensed it (#21: "the doctor sees 'Dispensed on … by …'").
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { bodyOf } from '../shared/query-helpers';
import { type SentQrPrescription, toSentQrPrescription } from './qr-prescriptions';

type Schemas = components['schemas'];

/** When and by which pharmacy branch a prescription was dispensed. */
export interface DispensingView {
  /** ISO date-time. */
  at: string;
  /** The branch's name, e.g. "Shifa Pharmacy – Al Barsha 1" (the pharmacy's name when it has no branch name). */
  pharmacy: string;
}

/** A written prescription and, once a pharmacy has dispensed it, the dispensing. */
export interface WrittenQrPrescription extends SentQrPrescription {
  dispensed?: DispensingView;
}

export function toDispensingView(dispensing: Schemas['PrescriptionDispensing']): DispensingView {
  const branch = dispensing.pharmacy.branchName.trim();
  return { at: dispensing.at, pharmacy: branch || dispensing.pharmacy.name };
}

/** Newest first. */
export function toWrittenQrPrescriptions(list: readonly Schemas['QrPrescription'][]): WrittenQrPrescription[] {
  return list
    .map((prescription): WrittenQrPrescription => {
      const written: WrittenQrPrescription = toSentQrPrescription(prescription);
      if (prescription.dispensed) written.dispensed = toDispensingView(prescription.dispensed);
      return written;
    })
    .sort((a, b) => Date.parse(b.date ?? '') - Date.parse(a.date ?? ''));
}

/** `GET /qrPrescriptions?patientId=`: for a doctor, those he wrote for the patient. */
export function patientQrPrescriptionsQuery(api: ApiClient, patientId: string) {
  return queryOptions({
    queryKey: ['get', '/qrPrescriptions', { params: { query: { patientId } } }] as const,
    queryFn: async ({ signal }) =>
      bodyOf((await api.GET('/qrPrescriptions', { params: { query: { patientId } }, signal })).data),
    select: (body) => toWrittenQrPrescriptions(body.data),
  });
}

/** The doctor's prescriptions for the patient, newest first; `enabled: false` while nothing shows them. */
export function usePatientQrPrescriptions(patientId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...patientQrPrescriptionsQuery(useApi(), patientId), ...options });
}
