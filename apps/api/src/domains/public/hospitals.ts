// The public site's hospitals (002 "Hospital search page", "Hospital detail"):
// the list, the text search, the filters and the hospital page. Public answers
// carry public fields only (public-hospital.ts).
import { asc, eq } from 'drizzle-orm';
import { hospitals } from '../../db/schema';
import type { HandlerGroup } from '../../http/types';
import { loadHospitalDetails } from './hospital-details';
import { searchHospitalRows } from './hospital-search';
import { toPublicHospitals } from './public-hospital';

const idList = <T extends string>(value: readonly T[] | undefined): T[] | undefined =>
  value && value.length > 0 ? [...new Set(value)] : undefined;

export const hospitalListHandlers = {
  /** Every approved hospital, by name (the public site). */
  async listHospitals(_request, services) {
    const db = services.database.db;
    const rows = await db.select().from(hospitals).where(eq(hospitals.status, 'APPROVED')).orderBy(asc(hospitals.name));
    return { json: { data: await toPublicHospitals(db, rows) } };
  },

  /**
   * The search box ('enter area'): approved hospitals whose name, address or
   * emirate (in English or Arabic) contains the text, by name (the first 500).
   */
  async searchHospitals({ params }, services) {
    const db = services.database.db;
    const { rows } = await searchHospitalRows(db, { text: params.text });
    return { json: { data: await toPublicHospitals(db, rows) } };
  },

  /**
   * The filters panel, with the search text. Spec choice: `checkedCategories`
   * is accepted and ignored — hospitals carry no category in the data model
   * (002 §3), and the page's panel has no category group.
   */
  async filterHospitals({ body, query }, services) {
    const db = services.database.db;
    const { rows, paging } = await searchHospitalRows(
      db,
      {
        text: body.text,
        insurances: idList(body.checkedInsurances),
        addons: idList(body.checkedAddons),
        types: idList(body.hospitalTypes),
        specialities: idList(body.checkedSpecialities),
      },
      query.page,
    );
    const data = await toPublicHospitals(db, rows);
    return { json: paging ? { data, paging } : { data } };
  },

  /** The hospital page: the hospital, its doctors and its services with their providers (404 unless approved). */
  async getHospitalDetails({ params }, services) {
    return { json: { data: await loadHospitalDetails(services.database.db, params.id) } };
  },
} satisfies HandlerGroup;
