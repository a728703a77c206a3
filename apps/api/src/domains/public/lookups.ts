import { asc, eq } from 'drizzle-orm';
import { lookups, type LookupKind } from '../../db/schema';
import type { HandlerGroup } from '../../http/types';
import type { Services } from '../../services';
import { toLookup } from '../shared/mappers';

async function list(services: Services, kind: LookupKind) {
  const rows = await services.database.db
    .select()
    .from(lookups)
    .where(eq(lookups.kind, kind))
    .orderBy(asc(lookups.nameEn));
  return rows.map(toLookup);
}

/** The specialities as one page holding every item: catalogues are short, so the paged calls answer page 0 of 1. */
const onePage = <T>(items: T[]) => ({
  pageNumber: 0,
  numberOfPages: 1,
  totalItems: items.length,
  specialities: items,
});

export const lookupHandlers = {
  listLookupCountries: async (_r, s) => ({ json: { data: await list(s, 'country') } }),
  listLookupGenders: async (_r, s) => ({ json: { data: await list(s, 'gender') } }),
  listLookupLanguages: async (_r, s) => ({ json: { data: await list(s, 'language') } }),
  listLookupInsurances: async (_r, s) => ({ json: { data: await list(s, 'insurance') } }),
  listInsuranceOptions: async (_r, s) => ({ json: { data: await list(s, 'insurance') } }),
  listCategories: async (_r, s) => ({ json: { data: await list(s, 'category') } }),
  listSpecialityOptions: async (_r, s) => ({ json: { data: onePage(await list(s, 'speciality')) } }),
  listSpecialities: async (_r, s) => ({ json: { data: onePage(await list(s, 'speciality')) } }),
  /** The add-on services a hospital can offer (the hospital update modal's Services), by English name. */
  listHospitalAddonServices: async (_r, s) => ({ json: { data: await list(s, 'addon') } }),
} satisfies HandlerGroup;
