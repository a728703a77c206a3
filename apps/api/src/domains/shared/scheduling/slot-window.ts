import { and, gte, lt, type SQL } from 'drizzle-orm';
import { slots } from '../../../db/schema';

/** The optional DateRangeFilter body of the slot lists: slots starting in [from, to). */
export function slotWindow(filter: { from?: string; to?: string } | undefined): SQL | undefined {
  return and(
    filter?.from === undefined ? undefined : gte(slots.startAt, new Date(filter.from)),
    filter?.to === undefined ? undefined : lt(slots.startAt, new Date(filter.to)),
  );
}
