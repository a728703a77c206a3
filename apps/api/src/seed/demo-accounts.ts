import { sql } from 'drizzle-orm';
import { users, type Role } from '../db/schema';
import type { Services } from '../services';

// What the server needs of the demo data at every start: the accounts it prints
// and whether the data is to be made. The demo data itself (seed.ts, with its
// pictures and videos: about half of the server's code) is imported only then.

export const DEMO_PASSWORD = 'Demo@12345';

/** The demo accounts, one per role (README lists them). */
export const demoAccounts: { email: string; role: Role }[] = [
  { email: 'admin@demo.ae', role: 'ADMIN' },
  { email: 'hospital@demo.ae', role: 'HOSPITAL' },
  { email: 'doctor@demo.ae', role: 'DOCTOR' },
  { email: 'nurse@demo.ae', role: 'NURSE' },
  { email: 'lab@demo.ae', role: 'LABORTORY' },
  { email: 'pharmacy@demo.ae', role: 'PHARMACY' },
  { email: 'reception@demo.ae', role: 'RECEPTIONIST' },
  { email: 'vendor@demo.ae', role: 'VENDOR' },
  { email: 'patient@demo.ae', role: 'PATIENT' },
];

/** The demo data is made on an empty database (no user yet), never in production. */
export async function wantsDemoData(services: Services): Promise<boolean> {
  if (services.config.production) return false;
  const [{ count } = { count: 0 }] = await services.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  return count === 0;
}
