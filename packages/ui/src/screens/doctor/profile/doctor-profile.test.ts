import { describe, expect, it } from 'vitest';
import { doctorAccountSchema, doctorProfileUpdateSchema } from './doctor-profile.schema';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the doctor profile modal (001 §5)', () => {
  const profile = { specialityIds: ['spec-cardiology'], experience: ' 14 ', about: 'Cardiologist.' };

  it('takes a speciality, whole years and about', () => {
    expect(doctorProfileUpdateSchema().parse(profile)).toEqual({ ...profile, experience: '14' });
    expect(doctorProfileUpdateSchema().parse({ ...profile, experience: '٠٧' }).experience).toBe('7');
  });

  it('requires experience, about and at least one speciality', () => {
    const result = doctorProfileUpdateSchema().safeParse({ specialityIds: [], experience: '', about: '  ' });
    expect(issuesOf(result)).toEqual([
      ['specialityIds', 'Speciality is required'],
      ['experience', 'Required'],
      ['about', 'Required'],
    ]);
    expect(issuesOf(doctorProfileUpdateSchema().safeParse({ ...profile, experience: '71' }))).toEqual([
      ['experience', 'Experience must be a whole number of years from 0 to 70'],
    ]);
  });
});

describe('the doctor account (001 §5)', () => {
  const account = {
    firstName: 'Ahmed',
    lastName: 'Al Mansoori',
    email: 'ahmed.almansoori@marinacare.ae',
    mobile: '+971-50 318 2204',
    password: 'NewPass@2025',
    confirmPassword: 'NewPass@2025',
  };

  it('takes the names, email, mobile and a password with its confirmation', () => {
    expect(doctorAccountSchema().parse(account)).toEqual(account);
  });

  it('requires every field, a valid email and a whole mobile', () => {
    const empty = { firstName: ' ', lastName: '', email: '', mobile: '', password: '', confirmPassword: '' };
    expect(issuesOf(doctorAccountSchema().safeParse(empty))).toEqual([
      ['firstName', 'Required'],
      ['lastName', 'Required'],
      ['email', 'Required'],
      ['mobile', 'Required'],
      ['password', 'Required'],
      ['confirmPassword', 'Required'],
    ]);
    expect(issuesOf(doctorAccountSchema().safeParse({ ...account, email: 'ahmed@', mobile: '+971-50 318' }))).toEqual([
      ['email', 'Invalid email address'],
      ['mobile', 'Enter the whole phone number: +971-## ### ####'],
    ]);
  });

  it('says "Both password need to be the same" when they differ', () => {
    expect(issuesOf(doctorAccountSchema().safeParse({ ...account, confirmPassword: 'Other@2025' }))).toEqual([
      ['confirmPassword', 'Both password need to be the same'],
    ]);
    expect(
      issuesOf(doctorAccountSchema().safeParse({ ...account, password: 'short', confirmPassword: 'short' })),
    ).toEqual([['password', 'Password must be at least 8 characters']]);
  });
});
