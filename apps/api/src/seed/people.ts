import type { UaeState } from '../db/contract-types';
// People for the demo data: names by origin, as the UAE's mixed population has
// them, with the nationality and language catalogue names that go with them.

export type Gender = 'male' | 'female';

interface Origin {
  /** Country catalogue name (nationality). */
  country: string;
  /** Language catalogue name (first language). */
  language: string;
  emirati: boolean;
  male: string[];
  female: string[];
  last: string[];
}

const origin = {
  uae: {
    country: 'United Arab Emirates',
    language: 'Arabic',
    emirati: true,
    male: ['Omar', 'Khalid', 'Saeed', 'Rashid', 'Hamdan', 'Sultan', 'Majid', 'Mohammed', 'Ahmed', 'Yousef'],
    female: ['Fatima', 'Mariam', 'Noura', 'Hessa', 'Shaikha', 'Maitha', 'Amna', 'Reem', 'Aisha', 'Huda'],
    last: ['Al Mansoori', 'Al Nuaimi', 'Al Shamsi', 'Al Mazrouei', 'Al Ketbi', 'Al Suwaidi', 'Al Hammadi', 'Al Falasi'],
  },
  india: {
    country: 'India',
    language: 'Hindi',
    emirati: false,
    male: ['Ravi', 'Arjun', 'Vikram', 'Rahul', 'Sanjay'],
    female: ['Priya', 'Anjali', 'Deepa', 'Kavya', 'Lakshmi'],
    last: ['Nair', 'Menon', 'Sharma', 'Iyer', 'Pillai'],
  },
  pakistan: {
    country: 'Pakistan',
    language: 'Urdu',
    emirati: false,
    male: ['Imran', 'Bilal', 'Usman', 'Faisal'],
    female: ['Ayesha', 'Sana', 'Hina', 'Zainab'],
    last: ['Khan', 'Qureshi', 'Malik', 'Siddiqui'],
  },
  philippines: {
    country: 'Philippines',
    language: 'Tagalog',
    emirati: false,
    male: ['Mark', 'Jose', 'Paolo', 'Carlo'],
    female: ['Grace', 'Maria', 'Joy', 'Angelica'],
    last: ['Santos', 'Reyes', 'Cruz', 'Bautista'],
  },
  egypt: {
    country: 'Egypt',
    language: 'Arabic',
    emirati: false,
    male: ['Mostafa', 'Karim', 'Amr', 'Tarek'],
    female: ['Nour', 'Dina', 'Yasmin', 'Salma'],
    last: ['Hassan', 'Farouk', 'Mahmoud', 'Soliman'],
  },
  levant: {
    country: 'Lebanon',
    language: 'Arabic',
    emirati: false,
    male: ['Ziad', 'Rami', 'Fadi', 'Tarek'],
    female: ['Rania', 'Lina', 'Maya', 'Carla'],
    last: ['Haddad', 'Khoury', 'Saab', 'Aoun'],
  },
  jordan: {
    country: 'Jordan',
    language: 'Arabic',
    emirati: false,
    male: ['Zaid', 'Hamza', 'Laith', 'Omar'],
    female: ['Rawan', 'Dana', 'Leen', 'Hala'],
    last: ['Al Masri', 'Haddadin', 'Obeidat', 'Al Zoubi'],
  },
  uk: {
    country: 'United Kingdom',
    language: 'English',
    emirati: false,
    male: ['James', 'Daniel', 'Thomas', 'Oliver'],
    female: ['Emma', 'Sophie', 'Hannah', 'Charlotte'],
    last: ['Clarke', 'Taylor', 'Evans', 'Wright'],
  },
} satisfies Record<string, Origin>;

export type OriginKey = keyof typeof origin;

export interface Person {
  firstName: string;
  lastName: string;
  gender: Gender;
  country: string;
  language: string;
  emirati: boolean;
}

/**
 * The i-th person of an origin. The first name cycles fastest and the family
 * name shifts by one each round, so with the lists' lengths (first names + 1
 * prime to family names) the first names x family names pairs all differ.
 */
export function person(key: OriginKey, i: number, gender: Gender): Person {
  const o: Origin = origin[key];
  const firsts = gender === 'male' ? o.male : o.female;
  const round = Math.floor(i / firsts.length);
  return {
    firstName: firsts[i % firsts.length] ?? 'Omar',
    lastName: o.last[(i + round + (gender === 'male' ? 0 : 1)) % o.last.length] ?? 'Al Mansoori',
    gender,
    country: o.country,
    language: o.language,
    emirati: o.emirati,
  };
}

/** An origin from a repeating mix (index i), e.g. doctors or patients. */
export const originOf = (mix: OriginKey[], i: number): OriginKey => mix[i % mix.length] ?? 'uae';

/** An e-mail local part from names: "khalid.al-mansoori". */
export const emailName = (first: string, last: string) =>
  `${first}.${last}`
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z.-]/g, '');

export const areas: { state: UaeState; area: string; lat: number; lng: number }[] = [
  { state: 'Dubai', area: 'Dubai Marina', lat: 25.0805, lng: 55.1403 },
  { state: 'Dubai', area: 'Al Barsha 1', lat: 25.1124, lng: 55.2003 },
  { state: 'Abu Dhabi', area: 'Al Reem Island', lat: 24.4991, lng: 54.4066 },
  { state: 'Abu Dhabi', area: 'Khalifa City', lat: 24.4192, lng: 54.5774 },
  { state: 'Sharjah', area: 'Al Khan', lat: 25.3272, lng: 55.3769 },
  { state: 'Sharjah', area: 'Al Majaz', lat: 25.3255, lng: 55.3836 },
  { state: 'Ajman', area: 'Al Nuaimiya', lat: 25.3958, lng: 55.4442 },
  { state: 'Ras Al Khaimah', area: 'Al Nakheel', lat: 25.7895, lng: 55.9432 },
];

/** A deterministic +971 mobile number in the contract's form. */
export function phoneFor(i: number): string {
  const prefix = ['50', '52', '54', '55', '56', '58'][i % 6] ?? '50';
  const n = String(1000000 + ((i * 7919) % 9000000)).padStart(7, '0');
  return `+971-${prefix} ${n.slice(0, 3)} ${n.slice(3, 7)}`;
}

/** A deterministic Emirates ID (784-YYYY-NNNNNNN-C) in the contract's form; `series` keeps groups apart. */
export function emiratesIdFor(i: number, birthYear: number, series = 1): string {
  return `784-${birthYear}-${String(series * 1000000 + i * 37).padStart(7, '0')}-${i % 10}`;
}

/** Hands out people so that no two share a name (and so an e-mail address). */
export class NamePool {
  private readonly next = new Map<string, number>();

  take(key: OriginKey, gender: Gender): Person {
    const slot = `${key}:${gender}`;
    const i = this.next.get(slot) ?? 0;
    this.next.set(slot, i + 1);
    return person(key, i, gender);
  }
}
