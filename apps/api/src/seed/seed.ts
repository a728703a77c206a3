import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { hospitals, lookups, patientHospitals, patients, providers, slots, users, type Role } from '../db/schema';
import { newId } from '../ids';
import type { Services } from '../services';
import { catalogues } from './catalogues';
import { areas, emiratesIdFor, femaleFirstNames, lastNames, maleFirstNames, phoneFor } from './people';

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

const demoHospitals = [
  { name: 'Al Noor Specialist Hospital', type: 'HOSPITAL' as const, area: 1, pcrdpi: true, email: 'hospital@demo.ae' },
  { name: 'Reem Family Clinic', type: 'CLINIC' as const, area: 2, pcrdpi: false, email: 'info@reemclinic.ae' },
  {
    name: 'Al Khan Medical Centre',
    type: 'HOSPITAL' as const,
    area: 4,
    pcrdpi: false,
    email: 'contact@alkhanmedical.ae',
  },
];

/**
 * A believable UAE data set on an empty database: catalogues, three hospitals
 * in three emirates (one a clinic, one with PCR on), doctors across
 * specialities, nurses, patients linked to hospitals, a month of slots around
 * today in every status, and one account per role. Does nothing when any user
 * exists, and never runs in production.
 */
export async function seedDemoData(services: Services): Promise<boolean> {
  const db = services.database.db;
  if (services.config.production) return false;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;

  for (const [kind, entries] of Object.entries(catalogues)) {
    await db
      .insert(lookups)
      .values(entries.map(([en, ar]) => ({ id: newId(), kind: kind as never, nameEn: en, nameAr: ar })));
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = services.now();

  const hospitalIds: string[] = [];
  for (const [i, h] of demoHospitals.entries()) {
    const area = areas[h.area] ?? areas[0];
    if (!area) throw new Error('no area');
    const id = newId();
    hospitalIds.push(id);
    await db.insert(hospitals).values({
      id,
      name: h.name,
      type: h.type,
      tradeLicenseNo: String(1234567 + i * 1111),
      issueDate: '2024-01-15',
      expiryDate: '2027-01-14',
      address: `${area.area}, ${area.state}`,
      state: area.state,
      latitude: area.lat,
      longitude: area.lng,
      phoneNo: phoneFor(100 + i),
      email: h.email,
      pcrdpi: h.pcrdpi,
      status: 'APPROVED',
    });
    await db.insert(users).values({
      id: newId(),
      email: h.email,
      passwordHash,
      role: 'HOSPITAL',
      firstName: h.name,
      lastName: '',
      referenceId: id,
      hospitalId: id,
      emailVerified: true,
    });
  }
  const mainHospital = hospitalIds[0] ?? '';

  // Doctors (5 per hospital) and nurses (3 per hospital).
  const doctorIds: { id: string; hospitalId: string }[] = [];
  let person = 0;
  for (const hospitalId of hospitalIds) {
    for (let d = 0; d < 5; d++, person++) {
      const female = person % 2 === 1;
      const first = (female ? femaleFirstNames : maleFirstNames)[person % 15] ?? 'Omar';
      const last = lastNames[(person * 3) % 15] ?? 'Al Mansoori';
      const id = newId();
      const email =
        hospitalId === mainHospital && d === 0
          ? 'doctor@demo.ae'
          : `dr.${first}.${last}.${person}`.toLowerCase().replace(/\s+/g, '') + '@demo.ae';
      await db.insert(providers).values({ id, kind: 'DOCTOR', hospitalId, firstName: first, lastName: last, email });
      doctorIds.push({ id, hospitalId });
    }
    for (let n = 0; n < 3; n++, person++) {
      const first = femaleFirstNames[(person + 5) % 15] ?? 'Aisha';
      const last = lastNames[(person * 7) % 15] ?? 'Al Nuaimi';
      const email =
        hospitalId === mainHospital && n === 0 ? 'nurse@demo.ae' : `rn.${first}.${person}`.toLowerCase() + '@demo.ae';
      await db
        .insert(providers)
        .values({ id: newId(), kind: 'NURSE', hospitalId, firstName: first, lastName: last, email });
    }
  }

  // Patients: 36, spread over the hospitals.
  const patientIds: { id: string; hospitalId: string }[] = [];
  for (let p = 0; p < 36; p++) {
    const female = p % 2 === 0;
    const first = (female ? femaleFirstNames : maleFirstNames)[p % 15] ?? 'Fatima';
    const last = lastNames[(p * 5) % 15] ?? 'Al Shamsi';
    const year = 1960 + ((p * 7) % 45);
    const area = areas[p % areas.length] ?? areas[0];
    const id = newId();
    const hospitalId = hospitalIds[p % hospitalIds.length] ?? mainHospital;
    await db.insert(patients).values({
      id,
      firstName: first,
      lastName: last,
      email: p === 0 ? 'patient@demo.ae' : `${first}.${last}.${p}`.toLowerCase().replace(/\s+/g, '') + '@mail.ae',
      emiratesId: emiratesIdFor(p, year),
      birthday: `${year}-${String((p % 12) + 1).padStart(2, '0')}-${String((p % 27) + 1).padStart(2, '0')}`,
      gender: female ? 'female' : 'male',
      location: `${area?.area ?? 'Dubai Marina'}, ${area?.state ?? 'Dubai'}`,
      phone: phoneFor(p),
      points: (p * 37) % 500,
    });
    await db.insert(patientHospitals).values({ patientId: id, hospitalId });
    patientIds.push({ id, hospitalId });
  }

  // A month of slots around today: 2 per weekday per doctor, past ones taken or booked.
  const start = new Date(now);
  start.setUTCHours(5, 0, 0, 0); // 09:00 in Dubai
  start.setUTCDate(start.getUTCDate() - 14);
  const rows: (typeof slots.$inferInsert)[] = [];
  for (let day = 0; day < 30; day++) {
    const date = new Date(start.getTime() + day * 24 * 3600 * 1000);
    if (date.getUTCDay() === 5 || date.getUTCDay() === 6) continue; // Friday and Saturday off
    for (const [d, doctor] of doctorIds.entries()) {
      for (const half of [d % 4, (d % 4) + 4]) {
        const from = new Date(date.getTime() + half * 30 * 60 * 1000);
        const patient = patientIds.filter((p) => p.hospitalId === doctor.hospitalId)[(day + d + half) % 12];
        const past = from.getTime() < now.getTime();
        const pick = (day + d + half) % 5;
        const status = past
          ? pick < 3
            ? 'TAKEN'
            : 'BOOKED'
          : ((['AVAILABLE', 'AVAILABLE', 'BOOKED', 'APPROVED', 'AVAILABLE'] as const)[pick] ?? 'AVAILABLE');
        rows.push({
          id: newId(),
          providerId: doctor.id,
          hospitalId: doctor.hospitalId,
          startAt: from,
          endAt: new Date(from.getTime() + 30 * 60 * 1000),
          status,
          patientId: status === 'AVAILABLE' ? null : (patient?.id ?? null),
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) await db.insert(slots).values(rows.slice(i, i + 200));

  // One account per role; the doctor, nurse, lab and receptionist belong to the main hospital.
  const [mainDoctor] = await db
    .select()
    .from(providers)
    .where(sql`email = 'doctor@demo.ae'`);
  const [mainNurse] = await db
    .select()
    .from(providers)
    .where(sql`email = 'nurse@demo.ae'`);
  const [mainPatient] = await db
    .select()
    .from(patients)
    .where(sql`email = 'patient@demo.ae'`);
  const staff: {
    email: string;
    role: Role;
    first: string;
    last: string;
    referenceId: string;
    hospitalId: string | null;
  }[] = [
    { email: 'admin@demo.ae', role: 'ADMIN', first: 'Aafiya', last: 'Admin', referenceId: newId(), hospitalId: null },
    {
      email: 'doctor@demo.ae',
      role: 'DOCTOR',
      first: mainDoctor?.firstName ?? 'Omar',
      last: mainDoctor?.lastName ?? '',
      referenceId: mainDoctor?.id ?? newId(),
      hospitalId: mainHospital,
    },
    {
      email: 'nurse@demo.ae',
      role: 'NURSE',
      first: mainNurse?.firstName ?? 'Aisha',
      last: mainNurse?.lastName ?? '',
      referenceId: mainNurse?.id ?? newId(),
      hospitalId: mainHospital,
    },
    {
      email: 'lab@demo.ae',
      role: 'LABORTORY',
      first: 'Al Noor',
      last: 'Laboratory',
      referenceId: newId(),
      hospitalId: mainHospital,
    },
    {
      email: 'pharmacy@demo.ae',
      role: 'PHARMACY',
      first: 'Life',
      last: 'Pharmacy',
      referenceId: newId(),
      hospitalId: null,
    },
    {
      email: 'reception@demo.ae',
      role: 'RECEPTIONIST',
      first: 'Huda',
      last: 'Al Ketbi',
      referenceId: newId(),
      hospitalId: mainHospital,
    },
    {
      email: 'vendor@demo.ae',
      role: 'VENDOR',
      first: 'Emirates',
      last: 'Wellness',
      referenceId: newId(),
      hospitalId: null,
    },
    {
      email: 'patient@demo.ae',
      role: 'PATIENT',
      first: mainPatient?.firstName ?? 'Fatima',
      last: mainPatient?.lastName ?? '',
      referenceId: mainPatient?.id ?? newId(),
      hospitalId: null,
    },
  ];
  for (const s of staff) {
    const id = newId();
    await db.insert(users).values({
      id,
      email: s.email,
      passwordHash,
      role: s.role,
      firstName: s.first,
      lastName: s.last,
      referenceId: s.referenceId,
      hospitalId: s.hospitalId,
      emailVerified: true,
    });
    if (s.role === 'DOCTOR' || s.role === 'NURSE')
      await db
        .update(providers)
        .set({ userId: id })
        .where(sql`id = ${s.referenceId}`);
    if (s.role === 'PATIENT')
      await db
        .update(patients)
        .set({ userId: id })
        .where(sql`id = ${s.referenceId}`);
  }
  return true;
}
