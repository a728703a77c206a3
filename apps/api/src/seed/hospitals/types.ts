// The shape of a demo hospital: its profile, staff, services and offers.
import type { DemoOffer, DemoService } from '../demo-offers';
import type { Gender, OriginKey } from '../people';

interface Staff {
  origin: OriginKey;
  gender: Gender;
  /** A demo account's address (the first of each kind at hospital@demo.ae's hospital). */
  email?: string;
}

export interface DemoHospital {
  name: string;
  type: 'HOSPITAL' | 'CLINIC';
  /** Index into people.ts `areas`. */
  area: number;
  street: string;
  pcrdpi: boolean;
  email: string;
  domain: string;
  about: string;
  openingTime: string;
  closingTime: string;
  insurances: string[];
  doctors: (Staff & { specialities: string[]; experience: number })[];
  nurses: (Staff & { speciality: string; experience: number })[];
  technicians: (Staff & { speciality: string; experience: number })[];
  labs: Staff[];
  receptionists: Staff[];
  services: DemoService[];
  offers: DemoOffer[];
}

export const service = (
  name: string,
  price: number | null,
  coveredByInsurance: boolean,
  icon: DemoService['icon'],
  staff: { doctors?: number[]; nurses?: number[]; technicians?: number[] },
  description: string,
): DemoService => ({
  name,
  description,
  price,
  coveredByInsurance,
  icon,
  doctors: staff.doctors ?? [],
  nurses: staff.nurses ?? [],
  technicians: staff.technicians ?? [],
});
