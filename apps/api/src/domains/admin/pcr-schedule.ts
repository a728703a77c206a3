// The admin's PCR Schedule (002 §2 /admin/pcr): the PCR test slots of every
// hospital whose PCRDPI flag is on, each with its hospital.
import { and, eq } from 'drizzle-orm';
import { hospitals } from '../../db/schema';
import type { HandlerGroup } from '../../http/types';
import { loadPcrSlots } from '../hospital/pcr-slots';
import { slotWindow } from '../shared/scheduling/slot-window';

export const pcrScheduleHandlers = {
  async listAllPcrTestSlots({ body }, services) {
    const where = and(eq(hospitals.pcrdpi, true), slotWindow(body));
    return { json: { data: await loadPcrSlots(services.database.db, 'PCR_TEST', where, { withHospital: true }) } };
  },
} satisfies HandlerGroup;
