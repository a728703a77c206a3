import { type QrPrescriptionInput, treatmentTypes } from '@aafiya/api-client';
import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import clinicalPapersEn from '../../../../i18n/messages/clinical-papers.en';
import { z } from '../../../../lib/zod';

/** The validation texts of the QR prescription; English by default. */
export type QrPrescriptionValidationMessages = Pick<
  typeof clinicalPapersEn,
  | 'treatmentTypeRequired'
  | 'prescriptionRequired'
  | 'dosageRequired'
  | 'dosagePositive'
  | 'daysRequired'
  | 'daysPositive'
>;

export const englishQrPrescriptionValidation: QrPrescriptionValidationMessages = clinicalPapersEn;

/** The validation texts in the reader's language. */
export function useQrPrescriptionValidation(): QrPrescriptionValidationMessages {
  const { t } = useTranslation('clinicalPapers');
  return useMemo(
    () => ({
      treatmentTypeRequired: t('treatmentTypeRequired'),
      prescriptionRequired: t('prescriptionRequired'),
      dosageRequired: t('dosageRequired'),
      dosagePositive: t('dosagePositive'),
      daysRequired: t('daysRequired'),
      daysPositive: t('daysPositive'),
    }),
    [t],
  );
}

/** What the form holds: no treatment type ("") and empty numbers (null) until given. */
export interface QrPrescriptionFormFields {
  treatmentType: string;
  prescription: string;
  dosageADay: number | null;
  consumptionDays: number | null;
}

export const emptyQrPrescriptionForm: QrPrescriptionFormFields = {
  treatmentType: '',
  prescription: '',
  dosageADay: null,
  consumptionDays: null,
};

/**
 * The QR prescription (001 §5): treatment type (Medication or Skin Desease),
 * prescription, dosage a day and consumption days are all required. The
 * specification gives no texts: ours say which field is missing, and the
 * numbers must be positive, in the doctor report's words ("Dosage must be a
 * positive number", "Number of days must be a positive number").
 */
export function createQrPrescriptionSchema(
  messages: QrPrescriptionValidationMessages = englishQrPrescriptionValidation,
) {
  const positive = (required: string, notPositive: string) =>
    z
      .number()
      .nullable()
      .superRefine((value, context) => {
        if (value === null) context.addIssue({ code: 'custom', message: required });
        else if (!(value > 0)) context.addIssue({ code: 'custom', message: notPositive });
      })
      .transform((value) => value ?? 0);
  return z.object({
    treatmentType: z
      .string()
      .min(1, messages.treatmentTypeRequired)
      .pipe(z.enum(treatmentTypes, { message: messages.treatmentTypeRequired })),
    prescription: z.string().trim().min(1, messages.prescriptionRequired),
    dosageADay: positive(messages.dosageRequired, messages.dosagePositive),
    consumptionDays: positive(messages.daysRequired, messages.daysPositive),
  }) satisfies z.ZodType<QrPrescriptionInput, QrPrescriptionFormFields>;
}
