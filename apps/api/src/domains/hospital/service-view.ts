// A hospital service with its doctors, nurses and technicians: the answer
// shape, and the check that a service names only its own hospital's staff.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { hospitalServices } from '../../db/schema';
import { providers, serviceProviders } from '../../db/schema';
import { badRequest } from '../../http/http-error';

type ServiceRow = typeof hospitalServices.$inferSelect;

/** The three lists of a service, by the contract's names. */
export const providerLists = ['doctors', 'nurses', 'technicians'] as const;
export type ProviderList = (typeof providerLists)[number];

interface PersonRef {
  _id: string;
  firstName: string;
  lastName: string;
  image?: string;
}

export type ServicePeople = Record<ProviderList, PersonRef[]>;

const listOf = (kind: 'DOCTOR' | 'NURSE', nurseType: string | null): ProviderList =>
  kind === 'DOCTOR' ? 'doctors' : nurseType === 'Technician' ? 'technicians' : 'nurses';

const noPeople = (): ServicePeople => ({ doctors: [], nurses: [], technicians: [] });

/** The doctors, nurses and technicians of each service, by service id (sorted by name). */
export async function peopleOf(db: Db, serviceIds: readonly string[]): Promise<Map<string, ServicePeople>> {
  const people = new Map<string, ServicePeople>(serviceIds.map((id) => [id, noPeople()]));
  if (serviceIds.length === 0) return people;
  const rows = await db
    .select({
      serviceId: serviceProviders.serviceId,
      id: providers.id,
      kind: providers.kind,
      nurseType: providers.nurseType,
      firstName: providers.firstName,
      lastName: providers.lastName,
      image: providers.image,
    })
    .from(serviceProviders)
    .innerJoin(providers, eq(providers.id, serviceProviders.providerId))
    .where(inArray(serviceProviders.serviceId, [...serviceIds]))
    .orderBy(asc(providers.firstName), asc(providers.lastName), asc(providers.id));
  for (const row of rows) {
    people.get(row.serviceId)?.[listOf(row.kind, row.nurseType)].push({
      _id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      ...(row.image ? { image: row.image } : {}),
    });
  }
  return people;
}

/** The contract's HospitalService. */
export function toService(row: ServiceRow, people: ServicePeople = noPeople()) {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    ...(row.price === null ? {} : { price: row.price }),
    isFree: row.isFree,
    coveredByInsurance: row.coveredByInsurance,
    ...(row.image ? { image: row.image } : {}),
    hospitalId: row.hospitalId,
    ...people,
  };
}

/** The ids a list field of a body holds: blanks (the empty-list marker) and repeats left out. */
export function idsOf(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const values = Array.isArray(value) ? value : [value];
  return [...new Set(values.map(String).filter((id) => id !== ''))];
}

/**
 * Checks that every id of each sent list is a doctor (doctors), a nurse
 * (nurses) or a technician (technicians) of the hospital; 400 naming the list
 * otherwise. Returns the checked lists.
 */
export async function checkProviders(
  db: Db,
  hospitalId: string,
  lists: Partial<Record<ProviderList, string[]>>,
): Promise<Partial<Record<ProviderList, string[]>>> {
  const ids = providerLists.flatMap((list) => lists[list] ?? []);
  if (ids.length === 0) return lists;
  const rows = await db
    .select({ id: providers.id, kind: providers.kind, nurseType: providers.nurseType })
    .from(providers)
    .where(and(inArray(providers.id, ids), eq(providers.hospitalId, hospitalId)));
  const found = new Map(rows.map((row) => [row.id, listOf(row.kind, row.nurseType)]));
  const nouns: Record<ProviderList, string> = { doctors: 'doctor', nurses: 'nurse', technicians: 'technician' };
  for (const list of providerLists) {
    for (const id of lists[list] ?? []) {
      if (found.get(id) !== list) throw badRequest(`${list}: ${id} is not a ${nouns[list]} of this hospital`);
    }
  }
  return lists;
}
