// Today's free half hours of a doctor or nurse: where the demo puts "today's"
// appointments, whatever the day and hour the demo is seeded.
import { and, eq, gt, lt } from 'drizzle-orm';
import { slots } from '../db/schema';
import { dayOf, dayRange } from '../time/zoned-day';
import type { SeedContext } from './context';
import { DEMO_TIMEZONE } from './seed-lab-reports';

export const HALF_HOUR = 30 * 60_000;

/** Today's (Dubai) half hours nearest to now when `providerId` is free, up to `count`, in time order. */
export async function freeHalfHoursToday(ctx: SeedContext, providerId: string, count: number): Promise<Date[]> {
  const { start, end } = dayRange(dayOf(ctx.now, DEMO_TIMEZONE), DEMO_TIMEZONE);
  const base = Math.floor(ctx.now.getTime() / HALF_HOUR) * HALF_HOUR;
  const found: Date[] = [];
  // Later first (the doctor or nurse still has them ahead), then earlier today.
  const offsets = [...Array.from({ length: 48 }, (_, i) => i + 1), ...Array.from({ length: 48 }, (_, i) => -i)];
  for (const offset of offsets) {
    if (found.length === count) break;
    const from = new Date(base + offset * HALF_HOUR);
    if (from < start || from.getTime() + HALF_HOUR > end.getTime()) continue;
    const to = new Date(from.getTime() + HALF_HOUR);
    const [busy] = await ctx.db
      .select({ id: slots.id })
      .from(slots)
      .where(and(eq(slots.providerId, providerId), lt(slots.startAt, to), gt(slots.endAt, from)))
      .limit(1);
    if (!busy) found.push(from);
  }
  return found.sort((a, b) => a.getTime() - b.getTime());
}
