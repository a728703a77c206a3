// A family clinic in Abu Dhabi.
import { buyGet, percentOff } from '../demo-offers';
import { service, type DemoHospital } from './types';

export const reem: DemoHospital = {
  name: 'Reem Family Clinic',
  type: 'CLINIC',
  area: 2,
  street: 'Shams Boutik Mall, Al Reem Island',
  pcrdpi: false,
  email: 'info@reemclinic.ae',
  domain: 'reemclinic.ae',
  about:
    'A family clinic on Al Reem Island for the whole family: general practice, children, women, skin and teeth under one roof, open every day until late.',
  openingTime: '08:00',
  closingTime: '22:00',
  insurances: ['Thiqa', 'Daman', 'ADNIC', 'Cigna'],
  doctors: [
    { origin: 'uae', gender: 'female', specialities: ['Family Medicine'], experience: 10 },
    { origin: 'jordan', gender: 'male', specialities: ['Paediatrics'], experience: 13 },
    { origin: 'levant', gender: 'female', specialities: ['Dermatology'], experience: 8 },
    { origin: 'india', gender: 'male', specialities: ['Dentistry'], experience: 12 },
    { origin: 'egypt', gender: 'female', specialities: ['Obstetrics and Gynaecology'], experience: 15 },
  ],
  nurses: [
    { origin: 'philippines', gender: 'female', speciality: 'Family Health Nursing', experience: 7 },
    { origin: 'india', gender: 'female', speciality: 'Midwifery', experience: 9 },
    { origin: 'jordan', gender: 'female', speciality: 'Dental Nursing', experience: 4 },
  ],
  technicians: [
    { origin: 'pakistan', gender: 'male', speciality: 'Dental Radiography', experience: 6 },
    { origin: 'philippines', gender: 'female', speciality: 'Ultrasound', experience: 5 },
  ],
  labs: [{ origin: 'egypt', gender: 'male' }],
  receptionists: [
    { origin: 'uae', gender: 'male' },
    { origin: 'philippines', gender: 'female' },
  ],
  services: [
    service(
      'Family Medicine Consultation',
      200,
      true,
      'cross',
      { doctors: [0], nurses: [0] },
      'A visit with our family physician for adults and children.',
    ),
    service(
      'Dental Cleaning and Polish',
      350,
      false,
      'tooth',
      { doctors: [3], nurses: [2], technicians: [0] },
      'Scaling, polishing and a check-up with X-rays when needed.',
    ),
    service(
      'Skin Consultation',
      300,
      true,
      'drop',
      { doctors: [2] },
      'Acne, eczema, moles and sun care with our dermatologist.',
    ),
    service(
      'Antenatal Visit',
      400,
      true,
      'baby',
      { doctors: [4], nurses: [1], technicians: [1] },
      'Pregnancy check with an ultrasound scan and midwife advice.',
    ),
    service(
      'Child Vaccination',
      null,
      true,
      'syringe',
      { doctors: [1], nurses: [0] },
      'Vaccines of the UAE national schedule for children.',
    ),
  ],
  offers: [
    buyGet(1, 1, {
      title: 'Teeth Whitening – Buy 1 Get 1',
      category: 'Dental Care',
      points: 150,
      about: 'Bring a friend: two whitening sessions for the price of one.',
      termsAndConditions: 'Both sessions within 60 days. After a dental check-up.',
      voucherCode: 'REEMSMILE2',
      subscribedCount: 21,
    }),
    percentOff(25, {
      title: 'Skin Glow Facial – 25% off',
      category: 'Beauty & Skin',
      points: 120,
      about: 'A medical facial chosen by our dermatologist for your skin type.',
      termsAndConditions: 'One per patient. Not during pregnancy.',
      voucherCode: 'GLOW25',
      subscribedCount: 17,
    }),
  ],
};
