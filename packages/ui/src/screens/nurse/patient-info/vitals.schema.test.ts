import { toPatientProfile } from '@aafiya/api-client';
import { patients } from '@aafiya/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createVitalsSchema, vitalsFieldsOf } from './vitals.schema';

describe('the vitals form', () => {
  it('is prefilled from the profile shown', () => {
    expect(vitalsFieldsOf(toPatientProfile({ ...patients.patientYousef, allergies: ['Dust', 'Pollen'] }))).toEqual({
      bloodType: 'A+',
      allergies: 'Dust, Pollen',
      height: 178,
      weight: 86,
      heartRate: 80,
      temprature: 37,
      glucose: 110,
    });
  });

  it('starts empty without a profile', () => {
    expect(vitalsFieldsOf(undefined)).toEqual({
      bloodType: '',
      allergies: '',
      height: null,
      weight: null,
      heartRate: null,
      temprature: null,
      glucose: null,
    });
  });

  it('says Required for each of the seven empty fields, and refuses a 0', () => {
    const result = createVitalsSchema().safeParse({ ...vitalsFieldsOf(undefined), height: 0 });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      bloodType: 'Required',
      allergies: 'Required',
      height: 'Must be a positive number',
      weight: 'Required',
      heartRate: 'Required',
      temprature: 'Required',
      glucose: 'Required',
    });
  });
});
