/** The demo accounts `npm start` seeds (README), with the home each lands on (000 §2.2). */
export const DEMO_PASSWORD = 'Demo@12345';

export const demoAccounts = [
  { email: 'admin@demo.ae', role: 'ADMIN', home: '/admin' },
  { email: 'hospital@demo.ae', role: 'HOSPITAL', home: '/hospital' },
  { email: 'doctor@demo.ae', role: 'DOCTOR', home: '/doctors' },
  { email: 'nurse@demo.ae', role: 'NURSE', home: '/nurse' },
  { email: 'lab@demo.ae', role: 'LABORTORY', home: '/laboratory' },
  { email: 'pharmacy@demo.ae', role: 'PHARMACY', home: '/pharmacy' },
  { email: 'reception@demo.ae', role: 'RECEPTIONIST', home: '/receptionist' },
  { email: 'vendor@demo.ae', role: 'VENDOR', home: '/vendor' },
  { email: 'patient@demo.ae', role: 'PATIENT', home: '/' },
] as const;

/** A pathname matcher for an area root, with or without its trailing slash. */
export function homePattern(home: string): RegExp {
  return home === '/' ? /^\/$/ : new RegExp(`^${home}/?$`);
}

/** The home an account of the role lands on after signing in (000 §2.2). */
export function homeOf(role: string): string {
  const account = demoAccounts.find((known) => known.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}`);
  return account.home;
}

/**
 * The accounts the global setup signs in once per run (through the API, as the
 * sign-in form does) for the tests that start signed in: every account a test
 * opens a signed-in page or an API client as, without the sign-in being what it
 * tests. Add an account here before a test uses its stored session.
 */
export const storedSessionAccounts = [
  'admin@demo.ae',
  'hospital@demo.ae',
  'doctor@demo.ae',
  'patient@demo.ae',
  'nurse@demo.ae',
  'lab@demo.ae',
  'pharmacy@demo.ae',
  'vendor@demo.ae',
  // Al Reem Specialty Clinic: a clinic without PCRDPI.
  'info@reemclinic.ae',
  // Al Khan Medical Centre: a second hospital.
  'contact@alkhanmedical.ae',
] as const;
