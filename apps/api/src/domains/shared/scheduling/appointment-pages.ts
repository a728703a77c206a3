import { count, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { slots } from '../../../db/schema';
import { PAGE_SIZE, pageInfoOf, pageRequestOf, type PageQuery } from '../paging';
import { loadAppointments } from './appointment-view';

/**
 * One page of the appointments matching `where`, the latest first, with the
 * page's numbers (pageNumber, numberOfPages, ...): the doctor's lists, the
 * hospital's booked ones. These calls take no getAll: always one page of the
 * staff lists' size.
 */
export async function appointmentsPage(db: Db, where: SQL | undefined, query: PageQuery) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(slots).where(where);
  const paging = { ...pageRequestOf(query), getAll: false };
  const appointments = await loadAppointments(db, where, {
    limit: PAGE_SIZE,
    offset: paging.page * PAGE_SIZE,
    latestFirst: true,
  });
  return { ...pageInfoOf(paging, total), appointments };
}
