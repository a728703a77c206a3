// The demo vendors (reward partners with offers) and pharmacies.
import { buyGet, percentOff, type DemoOffer } from './demo-offers';

export interface DemoVendor {
  firstName: string;
  lastName: string;
  branchName: string;
  email: string;
  address: string;
  /** Index into people.ts `areas`. */
  area: number;
  about: string;
  offers: DemoOffer[];
}

export const demoVendors: DemoVendor[] = [
  {
    firstName: 'Omar',
    lastName: 'Al Suwaidi',
    branchName: 'Emirates Wellness – Dubai Marina',
    email: 'vendor@demo.ae',
    address: 'Marina Walk, Dubai Marina, Dubai',
    area: 0,
    about:
      'Gym, yoga studio, spa and physiotherapy by the marina. Aafiya patients redeem their points for classes and treatments.',
    offers: [
      percentOff(30, {
        title: 'One Month of Yoga – 30% off',
        category: 'Wellness & Fitness',
        points: 300,
        about: 'Unlimited morning yoga classes on Marina Walk for a month.',
        termsAndConditions: 'New members only. Classes are booked in the studio app.',
        voucherCode: 'WELLNESS30',
        subscribedCount: 8,
      }),
      buyGet(2, 1, {
        title: 'Sports Massage – Buy 2 Get 1',
        category: 'Wellness & Fitness',
        points: 200,
        about: 'Three 60-minute sports massages for the price of two.',
        termsAndConditions: 'Within 60 days. Not on public holidays.',
        voucherCode: 'MASSAGE3FOR2',
        subscribedCount: 5,
      }),
    ],
  },
  {
    firstName: 'Huda',
    lastName: 'Al Zaabi',
    branchName: 'Smile Dental Lounge – Al Khan',
    email: 'huda@smiledental.ae',
    address: 'Al Khan Street, Al Khan, Sharjah',
    area: 4,
    about: 'Teeth whitening, dental hygiene and clear aligners in a calm lounge.',
    offers: [
      percentOff(40, {
        title: 'Teeth Whitening – 40% off',
        category: 'Dental Care',
        points: 250,
        about: 'One in-chair whitening session with a take-home kit.',
        termsAndConditions: 'After a dental check-up. Over 18 only.',
        voucherCode: 'SMILE40',
        subscribedCount: 12,
      }),
    ],
  },
  {
    firstName: 'Rahul',
    lastName: 'Menon',
    branchName: 'Vision Plus Optics – Khalifa City',
    email: 'rahul@visionplus.ae',
    address: 'Khalifa City Market, Khalifa City, Abu Dhabi',
    area: 3,
    about: 'Eye tests, prescription glasses, contact lenses and sunglasses.',
    offers: [
      buyGet(1, 1, {
        title: 'Sunglasses – Buy 1 Get 1',
        category: 'Eye Care',
        points: 150,
        about: 'Two pairs of sunglasses for the price of one, UV400 protected.',
        termsAndConditions: 'The second pair of equal or lower price.',
        voucherCode: 'SUNNY2',
        subscribedCount: 19,
      }),
      percentOff(25, {
        title: 'Eye Test and Frames – 25% off',
        category: 'Eye Care',
        points: 120,
        about: 'A free eye test and 25% off any frame with lenses.',
        termsAndConditions: 'One per customer.',
        voucherCode: 'VISION25',
        subscribedCount: 7,
        status: 'PENDING',
      }),
    ],
  },
  {
    firstName: 'Rania',
    lastName: 'Haddad',
    branchName: 'Glow Beauty Lounge – Al Nuaimiya',
    email: 'rania@glowlounge.ae',
    address: 'Sheikh Humaid Bin Rashid Street, Al Nuaimiya, Ajman',
    area: 6,
    about: 'Facials, skin care and hair treatments by licensed therapists.',
    offers: [
      percentOff(20, {
        title: 'Hydrafacial – 20% off',
        category: 'Beauty & Skin',
        points: 180,
        about: 'A 45-minute hydrating facial for all skin types.',
        termsAndConditions: 'Ladies only. Book a day ahead.',
        voucherCode: 'GLOW20',
        subscribedCount: 11,
      }),
    ],
  },
];

export interface DemoPharmacy {
  name: string;
  /** The pharmacist in charge (the account's name). */
  pharmacist: { firstName: string; lastName: string };
  branchName: string;
  email: string;
  address: string;
  area: number;
}

// Pharmacy screens are static in the specification; the records back the pharmacy account.
export const demoPharmacies: DemoPharmacy[] = [
  {
    name: 'Shifa Pharmacy',
    pharmacist: { firstName: 'Anjali', lastName: 'Pillai' },
    branchName: 'Shifa Pharmacy – Al Barsha 1',
    email: 'pharmacy@demo.ae',
    address: 'Al Barsha Road, Al Barsha 1, Dubai',
    area: 1,
  },
  {
    name: 'Al Majaz Pharmacy',
    pharmacist: { firstName: 'Mostafa', lastName: 'Soliman' },
    branchName: 'Al Majaz Pharmacy – Corniche',
    email: 'info@almajazpharmacy.ae',
    address: 'Buhaira Corniche, Al Majaz, Sharjah',
    area: 5,
  },
];
