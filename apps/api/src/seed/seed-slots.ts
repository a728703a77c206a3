import { slots } from '../db/schema';
import { newId } from '../ids';
import type { SeedContext } from './context';
import type { SeededHospital } from './seed-hospitals';
import type { SeededService } from './seed-offers';
import type { SeededPatient } from './seed-patients';

type SlotRow = typeof slots.$inferInsert;

/** A well-mixed, repeatable number in [0, n) from a slot's index and a purpose (n > 0; 0 otherwise). */
function roll(seed: number, purpose: number, n: number): number {
  if (n <= 0) return 0;
  let h = Math.imul(seed + 1, 0x9e3779b1) ^ Math.imul(purpose + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) % n;
}
const HALF_HOUR = 30 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

const descriptions = [
  'Follow-up on my blood pressure readings.',
  'Cough and a mild fever for four days.',
  'Pain in the right knee after playing football.',
  'Routine check-up and repeat prescription.',
  'Skin rash on both arms since last week.',
  'Headaches in the afternoon, worse at work.',
  'Short of breath when climbing stairs.',
];

/**
 * A month of slots around today (two weeks back, two weeks on), Sunday to
 * Thursday: two a day for each doctor in the morning, two for each nurse and
 * technician in the afternoon. Past ones are taken (treated), booked (a
 * no-show) or were left free; future ones free, booked or approved. Booked
 * ones name a patient of the hospital and often a service, a family member
 * and a description. patient@demo.ae gets three treated visits and upcoming ones with
 * doctor@demo.ae, one for a family member.
 */
export async function seedSlots(
  ctx: SeedContext,
  hospitals: SeededHospital[],
  services: SeededService[],
  patients: SeededPatient[],
): Promise<void> {
  const now = ctx.now.getTime();
  const start = new Date(ctx.now);
  start.setUTCHours(5, 0, 0, 0); // 09:00 in the UAE
  start.setUTCDate(start.getUTCDate() - 14);
  const rows: SlotRow[] = [];

  const slot = (providerId: string, hospitalId: string, from: number) => {
    const seed = rows.length;
    const statuses =
      from < now
        ? (['TAKEN', 'TAKEN', 'BOOKED', 'AVAILABLE', 'AVAILABLE'] as const)
        : (['AVAILABLE', 'AVAILABLE', 'BOOKED', 'APPROVED', 'AVAILABLE'] as const);
    const status = statuses[roll(seed, 0, statuses.length)] ?? 'AVAILABLE';
    const row: SlotRow = {
      id: newId(),
      providerId,
      hospitalId,
      startAt: new Date(from),
      endAt: new Date(from + HALF_HOUR),
      status,
    };
    if (status !== 'AVAILABLE') {
      const own = patients.filter((p) => p.hospitalId === hospitalId);
      const patient = own[roll(seed, 1, own.length)];
      const offered = services.filter((s) => s.hospitalId === hospitalId && s.providerIds.includes(providerId));
      const members = patient?.familyMemberIds ?? [];
      row.patientId = patient?.id ?? null;
      row.serviceId = roll(seed, 2, 2) === 0 ? (offered[roll(seed, 3, offered.length)]?.id ?? null) : null;
      row.familyMemberId = roll(seed, 4, 4) === 0 ? (members[roll(seed, 5, members.length)] ?? null) : null;
      // Some patients write nothing.
      row.description = descriptions[roll(seed, 6, descriptions.length + 2)] ?? null;
    }
    rows.push(row);
  };

  for (let day = 0; day < 30; day++) {
    const date = start.getTime() + day * DAY;
    const weekday = new Date(date).getUTCDay();
    if (weekday === 5 || weekday === 6) continue; // Friday and Saturday off
    let d = 0;
    let n = 0;
    for (const h of hospitals) {
      for (const doctorId of h.doctors) {
        for (const half of [d % 4, (d % 4) + 4]) slot(doctorId, h.id, date + half * HALF_HOUR);
        d++;
      }
      for (const nurseId of [...h.nurses, ...h.technicians]) {
        for (const half of [10 + (n % 2), 14 + (n % 2)]) slot(nurseId, h.id, date + half * HALF_HOUR);
        n++;
      }
    }
  }
  featureDemoPatient(rows, hospitals[0]?.doctors[0], patients[0], now);
  for (let i = 0; i < rows.length; i += 200) await ctx.db.insert(slots).values(rows.slice(i, i + 200));
}

/**
 * Makes sure patient@demo.ae's dashboard has treated visits (the first and the two latest of doctor@demo.ae's
 * past slots at least three days ago) and upcoming appointments, one for a family member.
 */
function featureDemoPatient(
  rows: SlotRow[],
  doctorId: string | undefined,
  patient: SeededPatient | undefined,
  now: number,
) {
  if (!doctorId || !patient) return;
  const mine = rows.filter((r) => r.providerId === doctorId);
  const past = mine.filter((r) => r.startAt.getTime() < now - 3 * DAY);
  const upcoming = mine.filter((r) => r.startAt.getTime() > now + DAY);
  // His two latest treated visits (at least three days ago) keep their promo codes unused
  // (seed-hospital-records.ts): "Get Points" on a history row, once per e2e language run.
  const latest = past.length > 2 ? past.slice(-2) : [];
  const plans: [SlotRow | undefined, Partial<SlotRow>][] = [
    [past[0], { status: 'TAKEN', familyMemberId: null, description: 'Palpitations when climbing stairs.' }],
    [latest[0], { status: 'TAKEN', familyMemberId: null, description: 'Chest pain after running.' }],
    [latest[1], { status: 'TAKEN', familyMemberId: null, description: 'Results of the heart check-up.' }],
    [upcoming[1], { status: 'APPROVED', familyMemberId: null, description: 'Follow-up after the heart check-up.' }],
    [
      upcoming[4],
      {
        status: 'BOOKED',
        familyMemberId: patient.familyMemberIds[0] ?? null,
        description: 'Check-up for my son before the school term.',
      },
    ],
  ];
  for (const [row, change] of plans) if (row) Object.assign(row, { patientId: patient.id, ...change });
}
