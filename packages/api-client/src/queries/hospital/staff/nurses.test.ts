import { describe, expect, it } from 'vitest';
import { fixtures, staff } from '../../../mocks/fixtures';
import {
  type NurseInput,
  toNurseCreateBody,
  toNurseInput,
  toNursePage,
  toNurseProfile,
  toNurseUpdateBody,
} from './nurses';

describe('nurse view model', () => {
  it('maps a nurse or technician', () => {
    expect(toNurseProfile(staff.technicianOmar)).toEqual({
      id: 'nurse-omar-technician',
      firstName: 'Omar',
      lastName: 'Farouk',
      name: 'Omar Farouk',
      email: 'omar.farouk@reemclinic.ae',
      mobile: '+971-54 390 6621',
      image: '/files/nurses/omar-farouk.jpg',
      type: 'Technician',
      speciality: 'Radiology technician',
      description: 'X-ray and ultrasound technician.',
      experience: '6',
    });
    expect(toNurseProfile({ _id: 'n', firstName: 'A', lastName: 'B', email: 'a@b.ae', type: 'Nurse' })).toMatchObject({
      speciality: '',
      description: '',
      experience: '',
    });
  });

  it('maps a page', () => {
    const page = toNursePage(fixtures.NursePage);
    expect(page.items.map((nurse) => nurse.type)).toEqual(['Nurse', 'Nurse', 'Technician']);
    expect(page).toMatchObject({ page: 0, pageCount: 1, total: 3 });
  });
});

describe('nurse bodies', () => {
  const input: NurseInput = {
    firstName: ' Maria ',
    lastName: 'Santos',
    email: ' maria.santos@marinacare.ae ',
    mobile: '+971-58 233 9140',
    type: 'Nurse',
    speciality: ' ',
    description: 'Paediatric wards ',
    experience: '',
  };

  it('leaves blank optional texts out of the create body', () => {
    expect(toNurseCreateBody(input)).toEqual({
      firstName: 'Maria',
      lastName: 'Santos',
      email: 'maria.santos@marinacare.ae',
      mobile: '+971-58 233 9140',
      type: 'Nurse',
      description: 'Paediatric wards',
    });
  });

  it('sends cleared optional texts on update, without the read-only email', () => {
    expect(toNurseUpdateBody(input)).toEqual({
      firstName: 'Maria',
      lastName: 'Santos',
      mobile: '+971-58 233 9140',
      type: 'Nurse',
      speciality: '',
      description: 'Paediatric wards',
      experience: '',
    });
  });

  it('round-trips a nurse into the form’s values', () => {
    const values = toNurseInput(toNurseProfile(staff.nurseMaria));
    expect(values).toMatchObject({ email: 'maria.santos@marinacare.ae', type: 'Nurse', experience: '8' });
    expect(values).not.toHaveProperty('id');
  });
});
