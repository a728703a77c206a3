import { describe, expect, it } from 'vitest';
import { auth, catalogues, hospitals, staff } from '../../mocks/fixtures';
import {
  patientInsuranceIds,
  toDoctorFilterBody,
  toDoctorSearchCard,
  toHospitalFilterBody,
  toHospitalSearchCard,
} from './search';

describe('public searches', () => {
  it('sends the filters as the contract names them, the text only when there is one', () => {
    expect(
      toHospitalFilterBody({
        text: '  ',
        hospitalTypes: ['CLINIC'],
        insurances: ['ins-daman'],
        specialities: [],
        addons: ['addon-parking'],
      }),
    ).toEqual({
      hospitalTypes: ['CLINIC'],
      checkedInsurances: ['ins-daman'],
      checkedSpecialities: [],
      checkedAddons: ['addon-parking'],
    });
    expect(
      toDoctorFilterBody({
        text: ' cardio ',
        hospitalTypes: [],
        specialities: ['spec-cardiology'],
        languages: ['lang-ar'],
        nationalities: ['country-ae'],
        genders: ['gender-male'],
      }),
    ).toEqual({
      text: 'cardio',
      hospitalTypes: [],
      checkedSpecialities: ['spec-cardiology'],
      checkedLanguages: ['lang-ar'],
      checkedNationalities: ['country-ae'],
      checkedGenders: ['gender-male'],
    });
  });

  it('maps the cards, specialities in the reader language, and the patient insurances', () => {
    expect(toHospitalSearchCard(hospitals.reemClinic)).toEqual({
      id: 'hsp-reem-clinic',
      name: 'Al Reem Specialty Clinic',
      image: '/files/hospitals/reem-clinic.jpg',
      address: 'Shams Boutik, Al Reem Island, Abu Dhabi',
      rating: 4.8,
      insuranceIds: ['ins-daman', 'ins-thiqa'],
    });
    const card = toDoctorSearchCard(staff.drAhmed, 'ar');
    expect(card.specialities).toEqual([{ id: catalogues.cardiology._id, name: 'أمراض القلب' }]);
    expect(card.hospitalAddress).toBe(hospitals.marinaCare.address);
    expect(patientInsuranceIds(auth.patientUser)).toEqual(['ins-sukoon']);
    expect(patientInsuranceIds({ ...auth.patientUser, role: 'DOCTOR' })).toEqual([]);
    expect(patientInsuranceIds(null)).toEqual([]);
  });
});
