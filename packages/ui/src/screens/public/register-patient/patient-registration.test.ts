import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../shared/registration-rules/registration-rules';
import {
  confirmationCodeSchema,
  emptyPatientRegistration,
  patientRegistrationSchema,
  type PatientRegistrationFields,
} from './patient-registration.schema';

const filled: PatientRegistrationFields = {
  firstName: 'Mariam',
  lastName: 'Al Nuaimi',
  email: 'mariam@example.ae',
  emiratesId: '784-1990-1234567-1',
  birthday: '1990-04-02',
  gender: 'FEMALE',
  location: 'Al Barsha, Dubai',
  phone: '+971-55 987 6543',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  insurances: ['ins-sukoon'],
};

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('patient registration', () => {
  it('needs every field', () => {
    const errors = errorsOf(patientRegistrationSchema().safeParse(emptyPatientRegistration));
    expect(Object.keys(errors).sort()).toEqual(Object.keys(emptyPatientRegistration).sort());
    expect(new Set(Object.values(errors))).toEqual(new Set(['Required']));
  });

  it('shows the translated "required", but the literal "Required" for the Emirates ID', () => {
    const arabic = { ...englishMessages, required: 'مطلوب' };
    const errors = errorsOf(patientRegistrationSchema(arabic).safeParse(emptyPatientRegistration));
    expect(errors.firstName).toBe('مطلوب');
    expect(errors.emiratesId).toBe('Required');
  });

  it('checks the e-mail as required only, not its format', () => {
    expect(patientRegistrationSchema().safeParse({ ...filled, email: 'mariam' }).success).toBe(true);
  });

  it('wants matching passwords and whole masked numbers', () => {
    expect(errorsOf(patientRegistrationSchema().safeParse({ ...filled, confirmPassword: 'x' }))).toEqual({
      confirmPassword: 'Both password need to be the same',
    });
    expect(
      errorsOf(patientRegistrationSchema().safeParse({ ...filled, emiratesId: '784-1990', phone: '+971-55' })),
    ).toEqual({
      emiratesId: 'Enter the whole Emirates ID: ###-####-#######-#',
      phone: 'Enter the whole phone number: +971-## ### ####',
    });
  });

  it('gives MALE or FEMALE', () => {
    const result = patientRegistrationSchema().safeParse({ ...filled, gender: 'MALE' });
    expect(result.success && result.data.gender).toBe('MALE');
  });

  it('needs a confirmation code', () => {
    expect(errorsOf(confirmationCodeSchema().safeParse({ code: ' ' }))).toEqual({ code: 'Required' });
    expect(confirmationCodeSchema().safeParse({ code: 'abc123' }).success).toBe(true);
  });
});
