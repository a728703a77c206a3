import { familyMembers, patientHospitals, patients, type FamilyRelation } from '../db/schema';
import { newId } from '../ids';
import { createAccount, uniqueEmail, type SeedContext } from './context';
import { areas, emailName, emiratesIdFor, originOf, person, type OriginKey } from './people';
import type { SeededHospital } from './seed-hospitals';

export const PATIENT_COUNT = 36;

export interface SeededPatient {
  id: string;
  email: string;
  /** The hospital whose appointments the patient mostly has. */
  hospitalId: string;
  familyMemberIds: string[];
}

const mix: OriginKey[] = [
  'uae',
  'uae',
  'india',
  'egypt',
  'pakistan',
  'philippines',
  'uae',
  'levant',
  'uk',
  'jordan',
  'india',
  'uae',
];

/** Who a patient adds, by the patient's age: children, parents, siblings, a spouse (OTHER). */
function relationsFor(birthYear: number): FamilyRelation[] {
  if (birthYear < 1975) return ['SON', 'DAUGHTER', 'OTHER'];
  if (birthYear <= 1992) return ['SON', 'DAUGHTER', 'MOTHER'];
  return ['MOTHER', 'FATHER', 'SISTER'];
}

function memberYear(relation: FamilyRelation, birthYear: number, k: number): number {
  if (relation === 'SON' || relation === 'DAUGHTER') return Math.min(2022, birthYear + 26 + k * 3);
  if (relation === 'MOTHER' || relation === 'FATHER') return birthYear - 26 - k;
  if (relation === 'OTHER') return birthYear - 2;
  return birthYear + (k % 2 === 0 ? 3 : -2);
}

/**
 * Patients of the hospitals (the first is patient@demo.ae), most with family
 * members: patient@demo.ae has three, three of every four others one to three.
 */
export async function seedPatients(ctx: SeedContext, hospitals: SeededHospital[]): Promise<SeededPatient[]> {
  const seeded: SeededPatient[] = [];
  const rows: (typeof patients.$inferInsert)[] = [];
  const links: (typeof patientHospitals.$inferInsert)[] = [];
  const members: (typeof familyMembers.$inferInsert)[] = [];
  for (let p = 0; p < PATIENT_COUNT; p++) {
    const key = originOf(mix, p);
    const gender = p % 2 === 0 ? 'female' : 'male';
    const who = ctx.names.take(key, gender);
    const birthYear = p === 0 ? 1988 : 1958 + ((p * 7) % 45);
    const area = areas[(p * 3) % areas.length] ?? areas[0];
    const hospital = hospitals[p % hospitals.length];
    if (!hospital) throw new Error('demo data: no hospital');
    const id = newId();
    const email =
      p === 0 ? 'patient@demo.ae' : uniqueEmail(ctx.emails, emailName(who.firstName, who.lastName), 'mail.ae');
    const userId =
      p === 0
        ? await createAccount(ctx, {
            email,
            role: 'PATIENT',
            firstName: who.firstName,
            lastName: who.lastName,
            referenceId: id,
          })
        : null;
    const insurances = hospital.demo.insurances;
    rows.push({
      id,
      userId,
      firstName: who.firstName,
      lastName: who.lastName,
      email,
      emiratesId: emiratesIdFor(p, birthYear),
      birthday: `${birthYear}-${String((p % 12) + 1).padStart(2, '0')}-${String((p % 27) + 1).padStart(2, '0')}`,
      gender,
      location: `${area?.area ?? 'Dubai Marina'}, ${area?.state ?? 'Dubai'}`,
      phone: ctx.phone(),
      insurances: p % 5 === 4 ? [] : [ctx.lookup('insurance', insurances[p % insurances.length] ?? 'Daman')],
      // patient@demo.ae can claim a couple of offers (#23: e.g. a vendor's for 200 and a hospital's for 150).
      points: p === 0 ? 450 : (p * 37) % 500,
    });
    links.push({ patientId: id, hospitalId: hospital.id });
    const second = hospitals[(p + 1) % hospitals.length];
    if (p % 5 === 0 && second) links.push({ patientId: id, hospitalId: second.id });

    const count = p === 0 ? 3 : p % 4 === 3 ? 0 : 1 + (p % 3);
    const familyMemberIds: string[] = [];
    const taken: string[] = [];
    for (const [k, relation] of relationsFor(birthYear).slice(0, count).entries()) {
      const female =
        relation === 'MOTHER' ||
        relation === 'DAUGHTER' ||
        relation === 'SISTER' ||
        (relation === 'OTHER' && gender === 'male');
      // A relative's first name differs from the patient's and the other relatives'.
      let relative = person(key, p * 3 + k + 5, female ? 'female' : 'male');
      for (let shift = 1; shift < 20 && [who.firstName, ...taken].includes(relative.firstName); shift++) {
        relative = person(key, p * 3 + k + 5 + shift, female ? 'female' : 'male');
      }
      taken.push(relative.firstName);
      const memberId = newId();
      members.push({
        id: memberId,
        patientId: id,
        firstName: relative.firstName,
        // A mother or a spouse keeps her own family name; children, father and siblings share the patient's.
        lastName: relation === 'MOTHER' || relation === 'OTHER' ? relative.lastName : who.lastName,
        relation,
        emiratesId: emiratesIdFor(p * 5 + k, memberYear(relation, birthYear, k), 2),
        phoneNo: ctx.phone(),
      });
      familyMemberIds.push(memberId);
    }
    seeded.push({ id, email, hospitalId: hospital.id, familyMemberIds });
  }
  await ctx.db.insert(patients).values(rows);
  await ctx.db.insert(patientHospitals).values(links);
  await ctx.db.insert(familyMembers).values(members);
  return seeded;
}
