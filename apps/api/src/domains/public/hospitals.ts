import { asc, eq } from 'drizzle-orm';
import { hospitals } from '../../db/schema';
import type { HandlerGroup } from '../../http/types';
import { toNamedHospitals } from '../shared/hospital-view';

export const hospitalListHandlers = {
  /** Every approved hospital, by name (the public site). */
  async listHospitals(_request, services) {
    const db = services.database.db;
    const rows = await db.select().from(hospitals).where(eq(hospitals.status, 'APPROVED')).orderBy(asc(hospitals.name));
    return { json: { data: await toNamedHospitals(db, rows) } };
  },
} satisfies HandlerGroup;
