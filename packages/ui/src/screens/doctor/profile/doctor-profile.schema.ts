import type { z } from '../../../lib/zod';
import { createDoctorFormSchema } from '../../hospital/staff-forms/doctor-form.schema';
import {
  englishStaffValidation,
  requiredText,
  type StaffValidationMessages,
} from '../../hospital/staff-forms/staff-validation';
import { accountDetailsSchema, type AccountDetailsValues } from '../../shared/account/account-details.schema';

/**
 * The doctor profile modal (001 §5): at least one speciality ("Speciality is
 * required") and experience, both as the hospital's doctor form checks them
 * (a whole number of years from 0 to 70); about is required here ("Required").
 */
export function doctorProfileUpdateSchema(messages: StaffValidationMessages = englishStaffValidation) {
  return createDoctorFormSchema(messages)
    .pick({ specialityIds: true, experience: true })
    .extend({ about: requiredText(messages) });
}

/**
 * The doctor account (001 §5 "Doctor account"): the shared account form's
 * rules (../../shared/account/account-details.schema.ts), which the nurse's
 * and the receptionist's forms share.
 */
export const doctorAccountSchema = accountDetailsSchema;

export type DoctorProfileUpdateFields = z.input<ReturnType<typeof doctorProfileUpdateSchema>>;
export type DoctorProfileUpdateValues = z.output<ReturnType<typeof doctorProfileUpdateSchema>>;
export type DoctorAccountValues = AccountDetailsValues;
