import { maskedValue } from '../../../components/masked-field';
import { z } from '../../../lib/zod';
import { present } from '../../shared/registration-rules/registration-rules';
import {
  englishStaffValidation,
  personFields,
  type StaffValidationMessages,
} from '../../hospital/staff-forms/staff-validation';

/** The genders the nurse chooses from (001 §5: "Gender is male or female"). */
export const nursePatientGenders = ['male', 'female'] as const;

export interface AddPatientMessages extends StaffValidationMessages {
  /** An Emirates ID typed only in part ("Enter the whole Emirates ID: ###-####-#######-#"). */
  emiratesIdIncomplete?: string;
}

/**
 * The nurse's Add Patient form (001 §5): email, firstName, lastName,
 * emiratesId (###-####-#######-#), mobile (+971-## ### ####), birthday,
 * gender (male or female) and location are all required, "Required". The
 * staff forms' rules also ask for a valid email and a whole mobile and ID.
 */
export function createAddPatientSchema(messages: AddPatientMessages = englishStaffValidation) {
  return z.object({
    ...personFields(messages),
    emiratesId: maskedValue('emiratesId', { required: messages.required, incomplete: messages.emiratesIdIncomplete }),
    birthday: present<string>(messages.required),
    gender: z.enum([...nursePatientGenders, '']).transform((gender, context) => {
      if (gender !== '') return gender;
      context.addIssue({ code: 'custom', message: messages.required, input: gender });
      return z.NEVER;
    }),
    location: z.string().trim().min(1, messages.required),
  });
}

/** The form as it holds its values (no birthday or gender until chosen). */
export type AddPatientFields = z.input<ReturnType<typeof createAddPatientSchema>>;
/** What a valid form submits: the body of `POST /patients/createNursePatient`. */
export type AddPatientValues = z.output<ReturnType<typeof createAddPatientSchema>>;

export const emptyAddPatient: AddPatientFields = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  emiratesId: '',
  birthday: null,
  gender: '',
  location: '',
};
