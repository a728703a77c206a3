// The admin's dashboard (002 leaves /admin open; #22 chose its counts): hospitals
// approved and pending, appointments and new patients this month in the
// caller's time zone, and every claimed offer. One query.
import { sql } from 'drizzle-orm';
import { hospitals, patients, rewards, slots } from '../../db/schema';
import type { HandlerGroup } from '../../http/types';
import { dayOf, daysRange } from '../../time/zoned-day';

/** [start, end) of the calendar month of `now` in the zone. */
export function monthRange(now: Date, timezone: string): { start: Date; end: Date } {
  const [year = 1970, month = 1] = dayOf(now, timezone).split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  return daysRange(`${first}-01`, `${first}-${String(last).padStart(2, '0')}`, timezone);
}

export const adminDashboardHandlers = {
  async getAdminDashboard({ timezone }, services) {
    const { start, end } = monthRange(services.now(), timezone);
    const from = sql`${start.toISOString()}::timestamptz`;
    const to = sql`${end.toISOString()}::timestamptz`;
    const [counts] = await services.database.db
      .select({
        hospitalsApproved: sql<number>`count(*) filter (where ${hospitals.status} = 'APPROVED')::int`,
        hospitalsPending: sql<number>`count(*) filter (where ${hospitals.status} = 'PENDING')::int`,
        appointmentsThisMonth: sql<number>`(select count(*)::int from ${slots}
          where ${slots.status} in ('BOOKED', 'APPROVED', 'TAKEN') and ${slots.patientId} is not null
            and ${slots.startAt} >= ${from} and ${slots.startAt} < ${to})`,
        claimedOffers: sql<number>`(select count(*)::int from ${rewards})`,
        newPatientsThisMonth: sql<number>`(select count(*)::int from ${patients}
          where ${patients.createdAt} >= ${from} and ${patients.createdAt} < ${to})`,
      })
      .from(hospitals);
    const data = {
      hospitalsApproved: counts?.hospitalsApproved ?? 0,
      hospitalsPending: counts?.hospitalsPending ?? 0,
      appointmentsThisMonth: counts?.appointmentsThisMonth ?? 0,
      claimedOffers: counts?.claimedOffers ?? 0,
      newPatientsThisMonth: counts?.newPatientsThisMonth ?? 0,
    };
    return { json: { data } };
  },
} satisfies HandlerGroup;
