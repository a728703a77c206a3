// The diagnosis screen's QR prescription modal (001 §2, §5 "QR prescription",
// §7): sending a prescription and downloading its PDF with the QR code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { bodyOf } from '../shared/query-helpers';
import { type PaperLanguage, type PaperTarget, pdfOf } from './appointment-papers';
// Medication or Skin Desease (spelt so, 001 §5 and §9), as the doctor report has them.
import type { TreatmentType } from './doctor-reports';

type Schemas = components['schemas'];
type QrPrescription = Schemas['QrPrescription'];

/** The name the prescription's PDF is saved under (the server's own name for it). */
export const QR_PRESCRIPTION_FILENAME = 'Prescription.pdf';

/** What the QR prescription form collects (001 §5: all four required). */
export interface QrPrescriptionInput {
  treatmentType: TreatmentType;
  prescription: string;
  /** How many doses a day; positive. */
  dosageADay: number;
  /** For how many days; positive. */
  consumptionDays: number;
}

/** A sent prescription, as the modal confirms it. */
export interface SentQrPrescription extends QrPrescriptionInput {
  id: string;
  /** When it was written (ISO). */
  date?: string;
}

export function toSentQrPrescription(prescription: QrPrescription): SentQrPrescription {
  return {
    id: prescription._id,
    treatmentType: prescription.treatmentType,
    prescription: prescription.prescription,
    dosageADay: prescription.dosageADay ?? 0,
    consumptionDays: prescription.consumptionDays ?? 0,
    ...(prescription.date ? { date: prescription.date } : {}),
  };
}

/** The body of `POST /qrPrescriptions` (the doctor is the caller; the server fills it in). */
export function toQrPrescriptionBody(target: PaperTarget, input: QrPrescriptionInput): Schemas['QrPrescriptionInput'] {
  return {
    patientId: target.patientId,
    appointmentId: target.appointmentId,
    treatmentType: input.treatmentType,
    prescription: input.prescription.trim(),
    dosageADay: input.dosageADay,
    consumptionDays: input.consumptionDays,
  };
}

/** `POST /qrPrescriptions`: sends a QR prescription written at the appointment. */
export async function sendQrPrescription(
  api: ApiClient,
  target: PaperTarget,
  input: QrPrescriptionInput,
): Promise<SentQrPrescription> {
  const { data } = await api.POST('/qrPrescriptions', { body: toQrPrescriptionBody(target, input) });
  return toSentQrPrescription(bodyOf(data).data);
}

/** `sendQrPrescription` for the modal; the prescription lists are refetched. */
export function useSendQrPrescription(target: PaperTarget) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QrPrescriptionInput) => sendQrPrescription(api, target, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/qrPrescriptions'] }),
  });
}

/** `GET /qrPrescriptions/download/{id}?lang=`: the prescription's PDF with its QR code. */
export async function fetchQrPrescriptionPdf(api: ApiClient, id: string, lang: PaperLanguage): Promise<Blob> {
  const { data } = await api.GET('/qrPrescriptions/download/{id}', {
    params: { path: { id }, query: { lang } },
    parseAs: 'blob',
  });
  return pdfOf(data);
}

/** Downloads a prescription's PDF (`mutate({ id, lang })`; the caller saves it as QR_PRESCRIPTION_FILENAME). */
export function useDownloadQrPrescription() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, lang }: { id: string; lang: PaperLanguage }) => fetchQrPrescriptionPdf(api, id, lang),
  });
}
