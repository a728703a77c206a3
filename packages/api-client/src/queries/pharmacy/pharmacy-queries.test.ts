import { describe, expect, it } from 'vitest';
import { fixtures } from '../../mocks';
import { toPharmacyDetails } from './own-pharmacy';
import { emiratesIdDigits, toDispensedPrescriptionPage, toPharmacyPrescription } from './prescriptions';

describe('the pharmacy view models', () => {
  it('maps a scanned prescription, not dispensed', () => {
    const view = toPharmacyPrescription(fixtures.PharmacyPrescription);
    expect(view).toMatchObject({
      id: 'qr-mariam-bisoprolol',
      emiratesId: '•••-••••-••••567-1',
      doctor: 'Ahmed Al Mansoori',
      dosageADay: 1,
      consumptionDays: 30,
    });
    expect(view.dispensed).toBeUndefined();
  });

  it('names the dispensing branch, or the pharmacy when the branch has no name; leaves out a departed doctor', () => {
    const page = toDispensedPrescriptionPage(fixtures.PharmacyPrescriptionPage);
    expect(page.page).toBe(0);
    expect(page.prescriptions[0]?.dispensed).toEqual({
      at: '2026-11-20T18:05:00+04:00',
      pharmacy: 'Shifa Pharmacy – Al Barsha 1',
    });
    const noBranch = toPharmacyPrescription({
      ...fixtures.PharmacyPrescription,
      doctor: ' ',
      dispensed: { at: '2026-11-20T18:05:00+04:00', pharmacy: { _id: 'p', name: 'Shifa Pharmacy', branchName: '' } },
    });
    expect(noBranch.dispensed?.pharmacy).toBe('Shifa Pharmacy');
    expect(noBranch).not.toHaveProperty('doctor');
  });

  it('keeps the digits of an Emirates ID search', () => {
    expect(emiratesIdDigits('784-19')).toBe('78419');
    expect(emiratesIdDigits('---')).toBe('');
  });

  it('maps the pharmacy record with its location', () => {
    expect(toPharmacyDetails(fixtures.Pharmacy)).toMatchObject({
      pharmacist: 'Anjali Pillai',
      phone: '+971-50 334 1188',
      state: 'Dubai',
      location: [25.1141, 55.1963],
    });
    const noLocation = { ...fixtures.Pharmacy };
    delete noLocation.latitude;
    expect(toPharmacyDetails(noLocation)).not.toHaveProperty('location');
  });
});
