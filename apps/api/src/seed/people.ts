// Names for the demo data: common in the UAE, in English and as written in Arabic.

export const maleFirstNames = [
  'Omar',
  'Khalid',
  'Ahmed',
  'Yousef',
  'Saeed',
  'Rashid',
  'Hamdan',
  'Faisal',
  'Imran',
  'Ravi',
  'Tariq',
  'Mohammed',
  'Sultan',
  'Hassan',
  'Majid',
];
export const femaleFirstNames = [
  'Fatima',
  'Aisha',
  'Mariam',
  'Noura',
  'Layla',
  'Hessa',
  'Sara',
  'Priya',
  'Amna',
  'Reem',
  'Shaikha',
  'Huda',
  'Maitha',
  'Salma',
  'Grace',
];
export const lastNames = [
  'Al Mansoori',
  'Al Nuaimi',
  'Al Shamsi',
  'Al Mazrouei',
  'Al Ketbi',
  'Al Suwaidi',
  'Al Hammadi',
  'Al Marzooqi',
  'Haddad',
  'Nair',
  'Khan',
  'Santos',
  'Al Falasi',
  'Al Blooshi',
  'Qureshi',
];

export const areas: { state: string; area: string; lat: number; lng: number }[] = [
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

/** A deterministic Emirates ID (784-YYYY-NNNNNNN-C) in the contract's form. */
export function emiratesIdFor(i: number, birthYear: number): string {
  return `784-${birthYear}-${String(1000000 + i * 37).padStart(7, '0')}-${i % 10}`;
}
