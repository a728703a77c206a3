import { type BloodType, bloodTypes, type PatientProfileView, type VitalKind } from '@aafiya/api-client';
import { z } from '../../../lib/zod';

/** The vitals form's texts: "Required" (001 §2) and the positive-number note (ours). */
export interface VitalsMessages {
  required: string;
  positiveNumber: string;
}

export const englishVitalsMessages: VitalsMessages = {
  required: 'Required',
  positiveNumber: 'Must be a positive number',
};

/** A required measurement: "Required" while empty; above 0 (a 0 or negative one is refused). */
function measurement(messages: VitalsMessages) {
  return z
    .number({ message: messages.required })
    .nullable()
    .transform((value, context) => {
      if (value === null) {
        context.addIssue({ code: 'custom', message: messages.required, input: value });
        return z.NEVER;
      }
      if (!(value > 0)) {
        context.addIssue({ code: 'custom', message: messages.positiveNumber, input: value });
        return z.NEVER;
      }
      return value;
    });
}

/**
 * The nurse's vitals form (001 §2 "Patient profile (shared)"): bloodType,
 * allergies (comma-separated text, split into a list when sent), height (cm),
 * weight (kg), heartRate (bpm), temprature (°C) and glucose (mg/dl), all seven
 * required with "Required".
 */
export function createVitalsSchema(messages: VitalsMessages = englishVitalsMessages) {
  return z.object({
    bloodType: z.enum([...bloodTypes, '']).transform((value, context): BloodType => {
      if (value !== '') return value;
      context.addIssue({ code: 'custom', message: messages.required, input: value });
      return z.NEVER;
    }),
    allergies: z.string().trim().min(1, messages.required),
    height: measurement(messages),
    weight: measurement(messages),
    heartRate: measurement(messages),
    temprature: measurement(messages),
    glucose: measurement(messages),
  });
}

/** What the form holds (numbers null while empty). */
export type VitalsFields = z.input<ReturnType<typeof createVitalsSchema>>;
/** What a valid form submits (the `VitalsInput` of `useUpdatePatientVitals`). */
export type VitalsValues = z.output<ReturnType<typeof createVitalsSchema>>;

const isBloodType = (value: string | undefined): value is BloodType => bloodTypes.some((type) => type === value);

function numberOf(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The form's prefill from the profile shown: what the patient's record already holds. */
export function vitalsFieldsOf(profile: PatientProfileView | undefined): VitalsFields {
  const vital = (kind: VitalKind) => numberOf(profile?.vitals.find((item) => item.kind === kind)?.value);
  return {
    bloodType: isBloodType(profile?.bloodType) ? profile.bloodType : '',
    allergies: profile?.allergies.join(', ') ?? '',
    height: numberOf(profile?.height.value),
    weight: numberOf(profile?.weight.value),
    heartRate: vital('heartRate'),
    temprature: vital('bodyTemperature'),
    glucose: vital('glucose'),
  };
}

/**
 * The patient's own vitals form (002 §5 "Vitals form (patient)"): the nurse's
 * bloodType, allergies, height (cm) and weight (kg) with their rules, plus
 * diseases (comma-separated text, split into a list when sent); all five
 * required with the translated 'required'.
 */
export function createPatientVitalsSchema(messages: VitalsMessages = englishVitalsMessages) {
  return createVitalsSchema(messages)
    .pick({ bloodType: true, allergies: true, height: true, weight: true })
    .extend({ diseases: z.string().trim().min(1, messages.required) });
}

/** What the patient's form holds (numbers null while empty). */
export type PatientVitalsFields = z.input<ReturnType<typeof createPatientVitalsSchema>>;
/** What the patient's valid form submits (the `OwnVitalsInput` of `useUpdateOwnVitals`). */
export type PatientVitalsValues = z.output<ReturnType<typeof createPatientVitalsSchema>>;

/** The patient's form prefilled from his profile. */
export function patientVitalsFieldsOf(profile: PatientProfileView | undefined): PatientVitalsFields {
  const { bloodType, allergies, height, weight } = vitalsFieldsOf(profile);
  return { bloodType, allergies, diseases: profile?.diseases.join(', ') ?? '', height, weight };
}
