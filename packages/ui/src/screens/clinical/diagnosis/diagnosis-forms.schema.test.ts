import { describe, expect, it } from 'vitest';
import { doctorReportFields, doctorReportSchema, emptyMedicine, toDoctorReportValues } from './doctor-report.schema';
import { emptyNurseReport, nurseReportSchema } from './nurse-report.schema';

/** The messages of a failed parse, by field path ('medicines.0.dosage'). */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the Nurse Diagnosis rules (001 §5)', () => {
  it('says "Height must be a positive number" for every measured field, and asks for bp and the complaint', () => {
    expect(messagesOf(nurseReportSchema.safeParse(emptyNurseReport))).toEqual({
      height: 'Height must be a positive number',
      weight: 'Height must be a positive number',
      bp: 'Blood Pressure is required',
      bt: 'Height must be a positive number',
      complain: 'Complaint is required',
      heartRate: 'Height must be a positive number',
      glucose: 'Height must be a positive number',
    });
  });

  it('refuses 0 and negative numbers and blank texts, and trims what it takes', () => {
    const values = { height: 1.7, weight: 70, bp: ' 120/80 ', bt: 37, complain: ' Cough ', heartRate: 72, glucose: 90 };
    expect(messagesOf(nurseReportSchema.safeParse({ ...values, weight: 0, glucose: -1, bp: '  ' }))).toEqual({
      weight: 'Height must be a positive number',
      glucose: 'Height must be a positive number',
      bp: 'Blood Pressure is required',
    });
    expect(nurseReportSchema.parse(values)).toEqual({ ...values, bp: '120/80', complain: 'Cough' });
  });
});

describe('the Doctor Diagnosis rules (001 §5)', () => {
  const valid = {
    ...doctorReportFields(null),
    treatmentType: 'Medication',
    description: 'Sinusitis.',
    medicines: [{ medicine: 'Amoxicillin 500 mg', dosage: 3, days: 7 }],
  };

  it('asks for the treatment type and the description', () => {
    expect(messagesOf(doctorReportSchema.safeParse(doctorReportFields(null)))).toEqual({
      treatmentType: 'Treatment Type is required',
      description: 'Description is required',
    });
  });

  it('checks every medicine: its text, a positive dosage, a positive number of days', () => {
    const result = doctorReportSchema.safeParse({
      ...valid,
      medicines: [emptyMedicine, { medicine: 'Paracetamol', dosage: -1, days: 0 }],
    });
    expect(messagesOf(result)).toEqual({
      'medicines.0.medicine': 'Medicine is required',
      'medicines.0.dosage': 'Dosage must be a positive number',
      'medicines.0.days': 'Number of days must be a positive number',
      'medicines.1.dosage': 'Dosage must be a positive number',
      'medicines.1.days': 'Number of days must be a positive number',
    });
  });

  it('asks for the date of surgery when surgery is required, with the other messages', () => {
    const result = doctorReportSchema.safeParse({ ...doctorReportFields(null), requiresSurgery: true });
    expect(messagesOf(result)).toMatchObject({ dateOfSurgery: 'Date of Surgery is required' });
  });

  it('drops the date of surgery when surgery is not required', () => {
    const parsed = doctorReportSchema.parse({ ...valid, requiresSurgery: false, dateOfSurgery: '2026-12-20' });
    expect(toDoctorReportValues(parsed).dateOfSurgery).toBeNull();
    const surgery = doctorReportSchema.parse({ ...valid, requiresSurgery: true, dateOfSurgery: '2026-12-20' });
    expect(toDoctorReportValues(surgery)).toEqual({ ...valid, requiresSurgery: true, dateOfSurgery: '2026-12-20' });
  });
});
