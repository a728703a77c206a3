// Where a catalogue item is used, so that deleting one in use is refused with
// a 409 saying where (issue #22), never leaving a reference to nothing behind.
// References: doctor_specialities.speciality_id (a key), hospitals.insurances,
// patients.insurances and hospitals.services (arrays of ids, which no key
// guards), packages.category_id (a key). Categories are referenced by no record
// (the hospital search's category filter keeps no ids), so they are never in use.
import { arrayContains, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database';
import { doctorSpecialities, hospitals, packages, patients, type LookupKind } from '../../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A kind of record that may use an item: its table, the condition, and its name in the message. */
interface Usage {
  table: PgTable;
  uses: (id: string) => SQL | undefined;
  one: string;
  many: string;
}

export type CatalogueKind = Exclude<LookupKind, 'country' | 'gender' | 'language'> | 'package category';

const usages: Record<CatalogueKind, Usage[]> = {
  speciality: [
    {
      table: doctorSpecialities,
      uses: (id) => eq(doctorSpecialities.specialityId, id),
      one: 'doctor',
      many: 'doctors',
    },
  ],
  insurance: [
    { table: hospitals, uses: (id) => arrayContains(hospitals.insurances, [id]), one: 'hospital', many: 'hospitals' },
    { table: patients, uses: (id) => arrayContains(patients.insurances, [id]), one: 'patient', many: 'patients' },
  ],
  addon: [
    { table: hospitals, uses: (id) => arrayContains(hospitals.services, [id]), one: 'hospital', many: 'hospitals' },
  ],
  category: [],
  'package category': [{ table: packages, uses: (id) => eq(packages.categoryId, id), one: 'offer', many: 'offers' }],
};

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Why the item cannot be deleted ("This speciality is used by 3 doctors",
 * "This insurance is used by 2 hospitals and 5 patients"), or undefined when
 * nothing uses it. Run it in the deleting transaction, after locking the item.
 */
export async function inUseReason(tx: Tx, kind: CatalogueKind, id: string): Promise<string | undefined> {
  const found: string[] = [];
  for (const usage of usages[kind]) {
    const [row] = await tx.select({ n: count() }).from(usage.table).where(usage.uses(id));
    const n = row?.n ?? 0;
    if (n > 0) found.push(counted(n, usage.one, usage.many));
  }
  return found.length > 0 ? `This ${kind} is used by ${found.join(' and ')}` : undefined;
}
