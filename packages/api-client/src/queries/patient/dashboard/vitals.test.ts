import { describe, expect, it } from 'vitest';
import { answers, scheduling } from '../../../mocks/fixtures';
import { toMedicalProfile } from './medical-profile';
import { toOwnVitalsBody } from './vitals';

describe('toOwnVitalsBody', () => {
  it('sends the five fields, allergies and diseases split on commas (the Arabic comma too), blanks dropped', () => {
    expect(
      toOwnVitalsBody({
        bloodType: 'AB-',
        allergies: ' Penicillin, Peanuts ,,',
        diseases: 'Asthma، ربو ,Migraine',
        height: 163.5,
        weight: 58,
      }),
    ).toEqual({
      bloodType: 'AB-',
      allergies: ['Penicillin', 'Peanuts'],
      diseases: ['Asthma', 'ربو', 'Migraine'],
      height: 163.5,
      weight: 58,
    });
  });
});

describe('toMedicalProfile', () => {
  it('keeps the personal data and the previous visits with the medicines of their doctor report', () => {
    const profile = toMedicalProfile(answers.patientProfile);
    expect(profile).toMatchObject({
      firstName: 'مريم',
      email: 'mariam.alkaabi@example.ae',
      phone: '+971-50 123 4567',
      location: 'Al Khan, Sharjah',
      bloodType: 'O+',
      diseases: ['Asthma'],
      height: { value: '163', unit: 'cm' },
    });
    expect(profile.insurances.map((insurance) => insurance.name_en)).toHaveLength(1);
    expect(profile.previousVisits.map((visit) => [visit.id, visit.medicines.length > 0])).toEqual([
      [scheduling.appointmentMariam._id, true],
      [scheduling.appointmentPriya._id, true],
    ]);
  });
});
