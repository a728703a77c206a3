// Reminder mails 24 hours before an appointment (#24, beyond the
// specification): a sweep finds the booked or approved appointments starting
// within the next 24 hours that were not reminded of yet, and mails each
// patient once through the mailer (the outbox without SMTP). Several API
// processes may sweep at once: each reminder is claimed by an INSERT … ON
// CONFLICT in appointment_reminders (migrations/0021), and only the process
// whose statement wrote the row sends the mail.
import { and, eq, gt, inArray, isNotNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { appointmentReminders, familyMembers, hospitals, patients, providers, slots } from '../db/schema';
import type { Services } from '../services';
import { reminderMail } from './reminder-mail';

/** How far ahead of an appointment the reminder goes. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;

/** Appointments reminded of per sweep at most (the next sweep takes the rest). */
const BATCH = 200;

/** Whether this process's statement claimed the reminder of `slot` (false: someone already sent it). */
async function claim(services: Services, slot: { id: string; patientId: string; startAt: Date }, now: Date) {
  const [claimed] = await services.database.db
    .insert(appointmentReminders)
    .values({ slotId: slot.id, patientId: slot.patientId, startAt: slot.startAt, sentAt: now })
    .onConflictDoUpdate({
      target: appointmentReminders.slotId,
      set: {
        patientId: sql`excluded.patient_id`,
        startAt: sql`excluded.start_at`,
        sentAt: sql`excluded.sent_at`,
      },
      // The row of an earlier booking of the same slot (cancelled, then booked by someone else, or moved) is taken over.
      setWhere: or(
        ne(appointmentReminders.patientId, sql`excluded.patient_id`),
        ne(appointmentReminders.startAt, sql`excluded.start_at`),
      ),
    })
    .returning({ slotId: appointmentReminders.slotId });
  return claimed !== undefined;
}

/**
 * One sweep as if the time were `now`: mails the patients of the appointments
 * starting in (now, now + 24 h] that have no reminder yet. Returns how many
 * reminders this sweep sent.
 */
export async function sweepReminders(services: Services, now: Date): Promise<number> {
  const db = services.database.db;
  const due = await db
    .select({
      id: slots.id,
      patientId: slots.patientId,
      startAt: slots.startAt,
      patientFirstName: patients.firstName,
      patientEmail: patients.email,
      memberFirstName: familyMembers.firstName,
      memberLastName: familyMembers.lastName,
      providerKind: providers.kind,
      providerFirstName: providers.firstName,
      providerLastName: providers.lastName,
      hospitalName: hospitals.name,
      hospitalAddress: hospitals.address,
    })
    .from(slots)
    .innerJoin(patients, eq(patients.id, slots.patientId))
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .innerJoin(hospitals, eq(hospitals.id, slots.hospitalId))
    .leftJoin(familyMembers, eq(familyMembers.id, slots.familyMemberId))
    .where(
      and(
        inArray(slots.status, ['BOOKED', 'APPROVED']),
        isNotNull(slots.patientId),
        gt(slots.startAt, now),
        lte(slots.startAt, new Date(now.getTime() + REMINDER_AHEAD_MS)),
        notExists(
          db
            .select({ one: appointmentReminders.slotId })
            .from(appointmentReminders)
            .where(
              and(
                eq(appointmentReminders.slotId, slots.id),
                eq(appointmentReminders.patientId, slots.patientId),
                eq(appointmentReminders.startAt, slots.startAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(slots.startAt)
    .limit(BATCH);
  let sent = 0;
  for (const row of due) {
    if (!row.patientId || !(await claim(services, { ...row, patientId: row.patientId }, now))) continue;
    const mail = reminderMail({
      patientName: row.patientFirstName,
      forMember: row.memberFirstName ? `${row.memberFirstName} ${row.memberLastName ?? ''}`.trim() : undefined,
      providerKind: row.providerKind,
      providerName: `${row.providerFirstName} ${row.providerLastName}`,
      hospitalName: row.hospitalName,
      hospitalAddress: row.hospitalAddress,
      startAt: row.startAt,
      link: `${services.config.publicUrl}/profile?tab=appointments`,
    });
    await services.mailer.send({ to: row.patientEmail, ...mail });
    sent++;
  }
  return sent;
}

/**
 * Runs a sweep every `intervalMs` (REMINDER_INTERVAL_MS) at the services'
 * clock; a failed sweep is logged and the next one tries again. Returns the
 * function that stops it. The timer does not keep the process alive.
 */
export function startReminderJob(services: Services, intervalMs: number, log: (line: string) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepReminders(services, services.now())
      .catch((error: unknown) => {
        log(`[reminders] sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
