import type { NurseReportValues, NurseReportView } from '@aafiya/api-client';
import { z } from '../../../lib/zod';
import { type DiagnosisValidationMessages, englishDiagnosisValidation } from './diagnosis-validation';

/** The measured fields of the nurse report, in the form's order with its units (001 §5). */
export const nurseMeasures = [
  { name: 'height', unit: 'm', fractionDigits: 2 },
  { name: 'weight', unit: 'kg', fractionDigits: 1 },
  { name: 'bt', unit: '°C', fractionDigits: 1 },
  { name: 'heartRate', unit: 'bpm', fractionDigits: 0 },
  { name: 'glucose', unit: 'mg/dl', fractionDigits: 1 },
] as const;

export type NurseMeasure = (typeof nurseMeasures)[number]['name'];

/**
 * A required number above 0: `message` when it is empty (null), 0 or below.
 * The form keeps the number as typed (null while empty); a valid one is a number.
 */
export function positiveNumber(message: string) {
  return z
    .number({ message })
    .nullable()
    .transform((value, context) => {
      if (value === null || !(value > 0)) {
        context.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return value;
    });
}

/**
 * The Nurse Diagnosis form (001 §5 "Nurse report"): height (metres), weight,
 * bt, heartRate and glucose are required positive numbers, and the message
 * reads "Height must be a positive number" for every one of them, as the
 * specification says; bp and complain are required texts (their messages are
 * not given: "Blood Pressure is required", "Complaint is required").
 */
export function createNurseReportSchema(messages: DiagnosisValidationMessages = englishDiagnosisValidation) {
  const positive = positiveNumber(messages.positiveNumber);
  return z.object({
    height: positive,
    weight: positive,
    bp: z.string().trim().min(1, messages.bpRequired),
    bt: positive,
    complain: z.string().trim().min(1, messages.complainRequired),
    heartRate: positive,
    glucose: positive,
  });
}

export const nurseReportSchema = createNurseReportSchema();

/** What the form holds while editing (numbers are null while empty). */
export type NurseReportFields = z.input<typeof nurseReportSchema>;

export const emptyNurseReport: NurseReportFields = {
  height: null,
  weight: null,
  bp: '',
  bt: null,
  complain: '',
  heartRate: null,
  glucose: null,
};

/** The form's values of an existing report (its prefill). */
export function nurseReportFields(report: NurseReportView | null | undefined): NurseReportFields {
  if (!report) return emptyNurseReport;
  return {
    height: report.height ?? null,
    weight: report.weight ?? null,
    bp: report.bp ?? '',
    bt: report.bt ?? null,
    complain: report.complain ?? '',
    heartRate: report.heartRate ?? null,
    glucose: report.glucose ?? null,
  };
}

/** What a valid form submits. */
export type NurseReportFormValues = z.output<typeof nurseReportSchema>;

// A valid form is what the save takes.
export type { NurseReportValues };
