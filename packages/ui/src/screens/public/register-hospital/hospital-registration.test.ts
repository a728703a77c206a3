import { describe, expect, it } from 'vitest';
import {
  emptyHospitalDetails,
  emptyHospitalLocation,
  hospitalDetailsSchema,
  hospitalLocationSchema,
  isPdf,
  type HospitalDetailsFields,
} from './hospital-registration.schema';

const pdf = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });

const filled: HospitalDetailsFields = {
  name: 'Marina Care Hospital',
  type: 'HOSPITAL',
  tradeLicenseNo: '1234567',
  issueDate: '2024-01-15',
  expiryDate: '2027-01-14',
  phoneNo: '+971-50 123 4567',
  email: 'info@marinacare.ae',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  tradeLicenseFile: pdf,
  insurances: [],
};

/** The message of each failing field, by path. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('hospital registration step 1', () => {
  const schema = hospitalDetailsSchema();

  it('needs every field but the insurances ("Required", "Trade License File Required")', () => {
    expect(errorsOf(schema.safeParse(emptyHospitalDetails))).toEqual({
      name: 'Required',
      tradeLicenseNo: 'Required',
      issueDate: 'Required',
      expiryDate: 'Required',
      phoneNo: 'Required',
      email: 'Required',
      password: 'Required',
      confirmPassword: 'Required',
      tradeLicenseFile: 'Trade License File Required',
    });
  });

  it('accepts a filled step with HOSPITAL or CLINIC and optional insurances', () => {
    expect(schema.safeParse(filled).success).toBe(true);
    expect(schema.safeParse({ ...filled, type: 'CLINIC', insurances: ['ins-daman'] }).success).toBe(true);
    expect(schema.safeParse({ ...filled, type: 'PHARMACY' }).success).toBe(false);
  });

  it('checks the e-mail, the masks and the password pair', () => {
    expect(errorsOf(schema.safeParse({ ...filled, email: 'not-an-email' }))).toEqual({
      email: 'Invalid email address',
    });
    expect(errorsOf(schema.safeParse({ ...filled, tradeLicenseNo: '12345', phoneNo: '+971-50 123' }))).toEqual({
      tradeLicenseNo: 'Trade License Number must be 7 digits',
      phoneNo: 'Enter the whole phone number: +971-## ### ####',
    });
    expect(errorsOf(schema.safeParse({ ...filled, confirmPassword: 'Secret124!' }))).toEqual({
      confirmPassword: 'Both password need to be the same',
    });
  });

  it('says the passwords differ even while other fields are missing', () => {
    const errors = errorsOf(
      schema.safeParse({ ...emptyHospitalDetails, password: 'Secret123!', confirmPassword: 'Secret' }),
    );
    expect(errors.confirmPassword).toBe('Both password need to be the same');
    expect(errors.name).toBe('Required');
  });

  it('refuses a common password, as the server does', () => {
    for (const password of ['12345678', 'password', 'aaaaaaaa', '        ', 'Password1']) {
      expect(errorsOf(schema.safeParse({ ...filled, password, confirmPassword: password })).password).toBe(
        'This password is too common or too easy to guess. Please choose another',
      );
    }
    expect(errorsOf(schema.safeParse({ ...filled, password: 'short', confirmPassword: 'short' })).password).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('takes PDFs only', () => {
    const png = new File(['png'], 'licence.png', { type: 'image/png' });
    expect(isPdf(pdf)).toBe(true);
    expect(isPdf(new File(['%PDF'], 'LICENCE.PDF', { type: '' }))).toBe(true);
    expect(isPdf(png)).toBe(false);
    expect(errorsOf(schema.safeParse({ ...filled, tradeLicenseFile: png }))).toEqual({
      tradeLicenseFile: 'Only PDF Files Allowed',
    });
  });
});

describe('hospital registration step 2', () => {
  const schema = hospitalLocationSchema();

  it('needs the address and a pinned location; Dubai is the default state', () => {
    expect(emptyHospitalLocation.state).toBe('Dubai');
    expect(errorsOf(schema.safeParse(emptyHospitalLocation))).toEqual({
      address: 'Required',
      location: 'Please select location of hospital',
    });
  });

  it('accepts the seven states only', () => {
    const step = { address: 'Al Marsa Street', state: 'Umm al-Quwain', location: { lat: 25.5, lng: 55.6 } };
    expect(schema.safeParse(step).success).toBe(true);
    expect(schema.safeParse({ ...step, state: 'Muscat' }).success).toBe(false);
  });
});
