// The catalogues as everyone reads them (registration, search, the forms of
// the areas, the admin's grids); the admin's writes are in ../admin/catalogues.
import { asc, count, eq } from 'drizzle-orm';
import { lookups, type LookupKind } from '../../db/schema';
import type { HandlerGroup } from '../../http/types';
import type { Services } from '../../services';
import { findCatalogueItem, toInsurance, toSpeciality } from '../shared/catalogue-views';
import { toLookup } from '../shared/mappers';
import { pageInfoOf, pageRequestOf, windowOf } from '../shared/paging';

/** Every item of one catalogue, by English name. */
async function list(services: Services, kind: LookupKind) {
  return services.database.db.select().from(lookups).where(eq(lookups.kind, kind)).orderBy(asc(lookups.nameEn));
}

const names = async (services: Services, kind: LookupKind) => (await list(services, kind)).map(toLookup);

/**
 * GET /specialities?page=N (002 §3 "Paginated specialities"): page N, zero-based,
 * of the specialities by order (lowest first; none last), then English name.
 * Page size: the staff lists' 12 (shared/paging.ts), whole rows of a card grid
 * of 2, 3 or 4 columns. Without `page`, every speciality on page 0 (§7 "no
 * page for full list": the forms' choices and the home page's finder).
 */
async function specialityPage(services: Services, page: number | undefined) {
  const db = services.database.db;
  const ofKind = eq(lookups.kind, 'speciality');
  const [counted] = await db.select({ total: count() }).from(lookups).where(ofKind);
  const total = counted?.total ?? 0;
  const request = pageRequestOf({ page, getAll: page === undefined });
  const { limit, offset } = windowOf(request, total);
  const rows = await db
    .select()
    .from(lookups)
    .where(ofKind)
    .orderBy(asc(lookups.sortOrder), asc(lookups.nameEn), asc(lookups.id))
    .limit(limit)
    .offset(offset);
  return { ...pageInfoOf(request, total), specialities: rows.map(toSpeciality) };
}

export const lookupHandlers = {
  listLookupCountries: async (_r, s) => ({ json: { data: await names(s, 'country') } }),
  listLookupGenders: async (_r, s) => ({ json: { data: await names(s, 'gender') } }),
  listLookupLanguages: async (_r, s) => ({ json: { data: await names(s, 'language') } }),
  listLookupInsurances: async (_r, s) => ({ json: { data: await names(s, 'insurance') } }),
  listInsuranceOptions: async (_r, s) => ({ json: { data: await names(s, 'insurance') } }),
  listCategories: async (_r, s) => ({ json: { data: await names(s, 'category') } }),
  getCategory: async ({ params }, s) => ({
    json: { data: toLookup(await findCatalogueItem(s, 'category', params.id)) },
  }),
  listSpecialityOptions: async ({ query }, s) => ({ json: { data: await specialityPage(s, query.page) } }),
  listSpecialities: async ({ query }, s) => ({ json: { data: await specialityPage(s, query.page) } }),
  getSpeciality: async ({ params }, s) => ({
    json: { data: toSpeciality(await findCatalogueItem(s, 'speciality', params.id)) },
  }),
  /** The insurances with their logos (the admin's grid); the forms' choices are listLookupInsurances. */
  listInsurances: async (_r, s) => ({ json: { data: (await list(s, 'insurance')).map(toInsurance) } }),
  getInsurance: async ({ params }, s) => ({
    json: { data: toInsurance(await findCatalogueItem(s, 'insurance', params.id)) },
  }),
  listAddons: async (_r, s) => ({ json: { data: await names(s, 'addon') } }),
  getAddon: async ({ params }, s) => ({ json: { data: toLookup(await findCatalogueItem(s, 'addon', params.id)) } }),
  /** The add-on services a hospital can offer (the hospital update modal's Services), by English name. */
  listHospitalAddonServices: async (_r, s) => ({ json: { data: await names(s, 'addon') } }),
} satisfies HandlerGroup;
