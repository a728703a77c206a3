import { describe, expect, it } from 'vitest';
import { ApiError } from '../../client/api-error';
import {
  type HospitalRegistrationInput,
  type PatientRegistrationInput,
  registrationErrorMessage,
  toHospitalRegistrationBody,
  toHospitalRegistrationFormData,
  toPatientRegistrationBody,
  toPatientRegistrationFormData,
} from './registration';

const licence = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });

const hospital: HospitalRegistrationInput = {
  name: '  Marina Care Hospital ',
  type: 'CLINIC',
  tradeLicenseNo: '1234567',
  issueDate: '2024-01-15',
  expiryDate: '2027-01-14',
  phoneNo: '+971-50 123 4567',
  email: ' info@marinacare.ae ',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  tradeLicenseFile: licence,
  insurances: ['ins-daman', 'ins-thiqa'],
  address: 'Dubai Marina, Al Marsa Street',
  state: 'Abu Dhabi',
  location: { lat: 25.0805, lng: 55.1403 },
};

const patient: PatientRegistrationInput = {
  firstName: ' Mariam ',
  lastName: 'Al Nuaimi',
  email: 'mariam@example.ae',
  emiratesId: '784-1990-1234567-1',
  birthday: '1990-04-02',
  gender: 'FEMALE',
  location: ' Al Barsha, Dubai ',
  phone: '+971-55 987 6543',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  insurances: ['ins-sukoon'],
};

describe('hospital registration payload', () => {
  it('maps the wizard values to the contract fields', () => {
    expect(toHospitalRegistrationBody(hospital)).toEqual({
      name: 'Marina Care Hospital',
      type: 'CLINIC',
      tradeLicenseNo: '1234567',
      issueDate: '2024-01-15',
      expiryDate: '2027-01-14',
      phoneNo: '+971-50 123 4567',
      email: 'info@marinacare.ae',
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      tradeLicenseFile: licence,
      insurances: ['ins-daman', 'ins-thiqa'],
      address: 'Dubai Marina, Al Marsa Street',
      state: 'Abu Dhabi',
      location: '[25.0805,55.1403]',
    });
  });

  it('sends a multipart body: the PDF as a file part, the location as JSON, insurances repeated', () => {
    const form = toHospitalRegistrationFormData(hospital);
    const file = form.get('tradeLicenseFile');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('licence.pdf');
    expect((file as File).type).toBe('application/pdf');
    expect(JSON.parse(form.get('location') as string)).toEqual([25.0805, 55.1403]);
    expect(form.getAll('insurances')).toEqual(['ins-daman', 'ins-thiqa']);
    expect(form.get('state')).toBe('Abu Dhabi');
    expect(form.get('type')).toBe('CLINIC');
    expect([...form.keys()].sort()).toEqual(
      [
        'address',
        'confirmPassword',
        'email',
        'expiryDate',
        'insurances',
        'insurances',
        'issueDate',
        'location',
        'name',
        'password',
        'phoneNo',
        'state',
        'tradeLicenseFile',
        'tradeLicenseNo',
        'type',
      ].sort(),
    );
  });

  it('leaves the insurances out when none are chosen', () => {
    const form = toHospitalRegistrationFormData({ ...hospital, insurances: [] });
    expect(form.has('insurances')).toBe(false);
  });
});

describe('patient registration payload', () => {
  it('maps the form values to the contract fields', () => {
    expect(toPatientRegistrationBody(patient)).toEqual({
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
    });
  });

  it('sends the insurances as a list of ids (repeated parts)', () => {
    const form = toPatientRegistrationFormData({ ...patient, insurances: ['ins-sukoon', 'ins-adnic'] });
    expect(form.getAll('insurances')).toEqual(['ins-sukoon', 'ins-adnic']);
    expect(form.get('gender')).toBe('FEMALE');
    expect(form.get('birthday')).toBe('1990-04-02');
  });
});

describe('registrationErrorMessage', () => {
  const fallback = 'Problem while registeration of hospital';

  it('shows the server’s message', () => {
    const error = new ApiError(409, 'This email is already registered', {
      body: { message: 'This email is already registered' },
    });
    expect(registrationErrorMessage(error, fallback)).toBe('This email is already registered');
  });

  it('falls back when the answer has no message, or there was no answer', () => {
    expect(registrationErrorMessage(new ApiError(500, 'Request failed with status code 500'), fallback)).toBe(fallback);
    expect(registrationErrorMessage(new ApiError(502, 'x', { body: { message: '  ' } }), fallback)).toBe(fallback);
    expect(registrationErrorMessage(new ApiError(0, 'Network Error'), fallback)).toBe(fallback);
    expect(registrationErrorMessage(new TypeError('boom'), fallback)).toBe(fallback);
  });
});
