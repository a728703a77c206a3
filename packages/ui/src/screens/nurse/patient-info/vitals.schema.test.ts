import { toPatientProfile } from '@aafiya/api-client';
import { patients } from '@aafiya/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createPatientVitalsSchema, createVitalsSchema, patientVitalsFieldsOf, vitalsFieldsOf } from './vitals.schema';

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

  it("the patient's form (002 §5): prefilled with his diseases too, each of its five fields required", () => {
    const fields = patientVitalsFieldsOf(toPatientProfile(patients.patientYousef));
    expect(fields).toEqual({ bloodType: 'A+', allergies: '', diseases: 'Hypertension', height: 178, weight: 86 });
    const result = createPatientVitalsSchema().safeParse(patientVitalsFieldsOf(undefined));
    expect(result.error?.issues.map((issue) => [String(issue.path[0]), issue.message])).toEqual(
      ['bloodType', 'allergies', 'height', 'weight', 'diseases'].map((field) => [field, 'Required']),
    );
  });
});
