// The JSON bodies of `PUT /hospitals/{id}`: the three forms of the hospital
// profile (000 §7 "Hospital update payload forms").
// hospital-profile.ts re-exports these types and imports from here, never
// the other way round.
import type { components } from '../../schema.gen';

type Schemas = components['schemas'];

/** A point on the map: the hospital's location (the profile shows it, form (c) sends it). */
export interface HospitalPoint {
  lat: number;
  lng: number;
}

/** Form (a), the update modal. */
export interface HospitalProfileInput {
  name: string;
  openingTime: string;
  closingTime: string;
  about: string;
  type: 'HOSPITAL' | 'CLINIC';
  serviceIds: string[];
  insuranceIds: string[];
}

/** Form (b), the Account tab; an empty password keeps the current one. */
export interface HospitalAccountInput {
  name: string;
  tradeLicenseNo: string;
  address: string;
  email: string;
  phoneNo: string;
  password: string;
  confirmPassword: string;
}

/** Form (c), the Location tab (the name goes with it, as the specification's payload has it). */
export interface HospitalLocationInput {
  name: string;
  point: HospitalPoint;
}

export type HospitalUpdate =
  | { form: 'profile'; input: HospitalProfileInput }
  | { form: 'account'; input: HospitalAccountInput }
  | { form: 'location'; input: HospitalLocationInput };

/** The JSON body of `PUT /hospitals/{id}` for one of the three forms. */
export function toHospitalUpdateBody(update: HospitalUpdate): Schemas['HospitalUpdate'] {
  switch (update.form) {
    case 'profile': {
      const { name, openingTime, closingTime, about, type, serviceIds, insuranceIds } = update.input;
      return {
        name: name.trim(),
        openingTime,
        closingTime,
        about: about.trim(),
        type,
        services: serviceIds,
        insurances: insuranceIds,
      };
    }
    case 'account': {
      const { name, tradeLicenseNo, address, email, phoneNo, password, confirmPassword } = update.input;
      return {
        name: name.trim(),
        tradeLicenseNo,
        address: address.trim(),
        phoneNo,
        email: email.trim(),
        ...(password ? { password, confirmPassword } : {}),
      };
    }
    case 'location': {
      const { name, point } = update.input;
      return { name: name.trim(), location: { type: 'Point', coordinates: [point.lat, point.lng] } };
    }
  }
}
