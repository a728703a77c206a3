import { describe, expect, it } from 'vitest';
import { patients } from '../../../mocks/fixtures';
import { toPatientAccount, toPatientUpdate } from './account';

const input = {
  firstName: ' Mariam ',
  lastName: 'Al Kaabi ',
  email: ' mariam@example.ae',
  birthday: '1990-04-17',
  gender: 'female' as const,
  location: ' Al Khan, Sharjah ',
  phone: '+971-50 123 4567',
  insurances: ['ins-sukoon'],
  password: '',
  confirmPassword: '',
};

describe('patient account', () => {
  it('reads the account from the profile: the insurances as ids, missing values empty', () => {
    expect(toPatientAccount(patients.patientMariam)).toEqual(
      expect.objectContaining({
        id: 'pat-mariam-kaabi',
        gender: 'female',
        phone: '+971-50 123 4567',
        insurances: [patients.patientMariam.insurances?.[0]?._id],
        accountDeletionRequest: false,
      }),
    );
    const bare = { _id: 'p1', firstName: 'A', lastName: 'B', email: 'a@b.ae' };
    expect(toPatientAccount(bare)).toEqual({
      id: 'p1',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.ae',
      birthday: null,
      gender: '',
      location: '',
      phone: '',
      insurances: [],
      image: undefined,
      accountDeletionRequest: false,
    });
  });

  it('sends trimmed texts, and the password pair only when a new password is typed (002 §5)', () => {
    expect(toPatientUpdate(input)).toEqual({
      firstName: 'Mariam',
      lastName: 'Al Kaabi',
      email: 'mariam@example.ae',
      birthday: '1990-04-17',
      gender: 'female',
      location: 'Al Khan, Sharjah',
      phone: '+971-50 123 4567',
      insurances: ['ins-sukoon'],
    });
    expect(toPatientUpdate({ ...input, password: 'Marina-Walk-2026', confirmPassword: 'Marina-Walk-2026' })).toEqual(
      expect.objectContaining({ password: 'Marina-Walk-2026', confirmPassword: 'Marina-Walk-2026' }),
    );
  });
});
