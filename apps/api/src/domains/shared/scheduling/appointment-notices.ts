// Telling the people an appointment concerns that it changed: the hospital's
// accounts (hospital and receptionists) and the booked doctor or nurse.
import { and, eq, inArray, or } from 'drizzle-orm';
import { patients, providers, users, type slots } from '../../../db/schema';
import type { Services } from '../../../services';
import { describeTime } from '../../../time/zoned-day';

type SlotRow = typeof slots.$inferSelect;

/** Hospitals are in the UAE: notification texts give their local time. */
const HOSPITAL_TIMEZONE = 'Asia/Dubai';

const CHANGES = {
  APPOINTMENT_BOOKED: { title: 'New appointment', verb: 'booked' },
  APPOINTMENT_CANCELLED: { title: 'Appointment cancelled', verb: 'cancelled' },
} as const;

/**
 * Publishes the change of `slot` (as it was booked: with its patient) to the
 * hospital's accounts and its doctor or nurse. Best effort: a failure to
 * notify never undoes the change.
 */
export async function notifyAppointment(services: Services, slot: SlotRow, kind: keyof typeof CHANGES): Promise<void> {
  const db = services.database.db;
  try {
    const [provider] = await db.select().from(providers).where(eq(providers.id, slot.providerId));
    const [patient] = slot.patientId
      ? await db
          .select({ firstName: patients.firstName, lastName: patients.lastName })
          .from(patients)
          .where(eq(patients.id, slot.patientId))
      : [];
    const recipients = await db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          and(eq(users.hospitalId, slot.hospitalId), inArray(users.role, ['HOSPITAL', 'RECEPTIONIST'])),
          provider?.userId ? eq(users.id, provider.userId) : undefined,
        ),
      );
    const who = patient ? `${patient.firstName} ${patient.lastName}` : 'A patient';
    const withWhom = provider
      ? `${provider.kind === 'DOCTOR' ? 'Dr. ' : ''}${provider.firstName} ${provider.lastName}`
      : 'your hospital';
    const { title, verb } = CHANGES[kind];
    await services.notifications.publish(
      recipients.map((r) => r.id),
      {
        title,
        body: `${who} ${verb} an appointment with ${withWhom} on ${describeTime(slot.startAt, HOSPITAL_TIMEZONE)}.`,
        data: {
          kind,
          slotId: slot.id,
          hospitalId: slot.hospitalId,
          providerId: slot.providerId,
          from: slot.startAt.toISOString(),
        },
      },
    );
  } catch {
    // Notifications are best effort; the change stands.
  }
}
