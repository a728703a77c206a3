// A hospital in Sharjah.
import { percentOff } from '../demo-offers';
import { service, type DemoHospital } from './types';

export const alKhan: DemoHospital = {
  name: 'Al Khan Medical Centre',
  type: 'HOSPITAL',
  area: 4,
  street: 'Al Khan Street, Al Khan',
  pcrdpi: false,
  email: 'contact@alkhanmedical.ae',
  domain: 'alkhanmedical.ae',
  about:
    'A hospital by Al Khan lagoon in Sharjah with eye, ear, nose and throat, bone and joint, and mental health departments, and a diabetes care programme.',
  openingTime: '08:00',
  closingTime: '23:00',
  insurances: ['Daman', 'Sukoon', 'NAS', 'Bupa Global'],
  doctors: [
    { origin: 'pakistan', gender: 'male', specialities: ['ENT'], experience: 17 },
    { origin: 'uae', gender: 'female', specialities: ['Ophthalmology'], experience: 9 },
    { origin: 'egypt', gender: 'male', specialities: ['Orthopaedics'], experience: 20 },
    { origin: 'india', gender: 'female', specialities: ['Internal Medicine'], experience: 7 },
    { origin: 'uk', gender: 'female', specialities: ['Psychiatry'], experience: 12 },
  ],
  nurses: [
    { origin: 'philippines', gender: 'female', speciality: 'Diabetes Education', experience: 10 },
    { origin: 'india', gender: 'male', speciality: 'Orthopaedic Nursing', experience: 6 },
    { origin: 'egypt', gender: 'female', speciality: 'Mental Health Nursing', experience: 8 },
  ],
  technicians: [
    { origin: 'india', gender: 'female', speciality: 'Audiology', experience: 5 },
    { origin: 'philippines', gender: 'male', speciality: 'Optometry', experience: 7 },
  ],
  labs: [{ origin: 'pakistan', gender: 'female' }],
  receptionists: [
    { origin: 'uae', gender: 'female' },
    { origin: 'india', gender: 'male' },
  ],
  services: [
    service(
      'Eye Examination',
      180,
      true,
      'eye',
      { doctors: [1], technicians: [1] },
      'Vision test, eye pressure and a look at the retina.',
    ),
    service(
      'Hearing Test',
      220,
      true,
      'cross',
      { doctors: [0], technicians: [0] },
      'Audiometry in a sound booth with an ENT review.',
    ),
    service(
      'Diabetes Check',
      250,
      true,
      'drop',
      { doctors: [3], nurses: [0] },
      'HbA1c, foot check and advice from a diabetes educator.',
    ),
    service(
      'Counselling Session',
      450,
      false,
      'leaf',
      { doctors: [4], nurses: [2] },
      'A 50-minute confidential session with our psychiatrist.',
    ),
    service(
      'Blood Pressure Check',
      null,
      false,
      'heart',
      { nurses: [0, 1] },
      'A quick blood pressure check and advice from a nurse.',
    ),
  ],
  offers: [
    percentOff(30, {
      title: 'Prescription Glasses – 30% off',
      category: 'Eye Care',
      points: 180,
      about: 'Frames and lenses after an eye examination at Al Khan Medical Centre.',
      termsAndConditions: 'Selected frames. Valid for 30 days after the examination.',
      voucherCode: 'ALKHANEYE30',
      subscribedCount: 14,
    }),
    percentOff(10, {
      title: 'Diabetes Care Package – 10% off',
      category: 'Health Check-ups',
      points: 100,
      about: 'Three months of check-ups, tests and diet advice.',
      termsAndConditions: 'For patients with a diabetes diagnosis.',
      voucherCode: 'SUGAR10',
      subscribedCount: 6,
    }),
  ],
};
