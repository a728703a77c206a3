import { type DoctorReportValues, type DoctorReportView, treatmentTypes } from '@aafiya/api-client';
import { z } from '../../../lib/zod';
import { type DiagnosisValidationMessages, englishDiagnosisValidation } from './diagnosis-validation';
import { positiveNumber } from './nurse-report.schema';

/**
 * The Doctor Diagnosis form (001 §5 "Doctor report"): treatment type
 * ("Treatment Type is required") and description ("Description is
 * required"); each medicine needs its text (message not given: "Medicine is
 * required"), a positive dosage ("Dosage must be a positive number") and a
 * positive number of days ("Number of days must be a positive number"); the
 * date of surgery is required when surgery is (message not given: "Date of
 * Surgery is required").
 */
export function createDoctorReportSchema(messages: DiagnosisValidationMessages = englishDiagnosisValidation) {
  return z
    .object({
      // Nothing is chosen at first, so a forgotten type reads "Treatment Type is required".
      treatmentType: z
        .string()
        .min(1, messages.treatmentTypeRequired)
        .pipe(z.enum(treatmentTypes, { message: messages.treatmentTypeRequired })),
      description: z.string().trim().min(1, messages.descriptionRequired),
      medicines: z.array(
        z.object({
          medicine: z.string().trim().min(1, messages.medicineRequired),
          dosage: positiveNumber(messages.dosagePositive),
          days: positiveNumber(messages.daysPositive),
        }),
      ),
      requiresSurgery: z.boolean(),
      dateOfSurgery: z.string().nullable(),
    })
    .refine((values) => !values.requiresSurgery || Boolean(values.dateOfSurgery), {
      path: ['dateOfSurgery'],
      message: messages.dateOfSurgeryRequired,
      // Said with the other fields' messages, not only once they are right.
      when: ({ value }) => typeof value === 'object' && value !== null,
    });
}

export const doctorReportSchema = createDoctorReportSchema();

/** What the form holds while editing (type "" until chosen, numbers null while empty). */
export type DoctorReportFields = z.input<typeof doctorReportSchema>;
/** What a valid form submits: the save's values. */
export type DoctorReportFormValues = z.output<typeof doctorReportSchema>;

/** A new medicine row. */
export const emptyMedicine: DoctorReportFields['medicines'][number] = { medicine: '', dosage: null, days: null };

/**
 * The form's values: the appointment's report when it has one (the form is
 * prefilled from it), else empty, with no medicine row (the doctor adds one
 * with Add Medicine) and no surgery.
 */
export function doctorReportFields(report: DoctorReportView | null | undefined): DoctorReportFields {
  return {
    treatmentType: report?.treatmentType ?? '',
    description: report?.description ?? '',
    medicines: report?.medicines.map((line) => ({ ...line })) ?? [],
    requiresSurgery: report?.requiresSurgery ?? false,
    dateOfSurgery: report?.dateOfSurgery ?? null,
  };
}

/** The valid values as the save takes them (the surgery date only with surgery). */
export function toDoctorReportValues(values: DoctorReportFormValues): DoctorReportValues {
  return { ...values, dateOfSurgery: values.requiresSurgery ? values.dateOfSurgery : null };
}
