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
