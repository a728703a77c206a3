import { eq } from 'drizzle-orm';
import { providers, slots } from '../../../db/schema';
import { conflict } from '../../../http/http-error';
import type { Services } from '../../../services';
import { discardPicture } from '../../shared/profile-pictures';
import { deleteAccount } from './accounts';

type ProviderRow = typeof providers.$inferSelect;

/**
 * Deletes a doctor or nurse with their account.
 *
 * Chosen behaviour (not shown in the specification): a provider with an
 * upcoming booked or approved appointment is not deleted (409, the hospital
 * cancels or moves those first, so no patient loses an appointment without
 * being told). Otherwise the record goes with its slots (free ones and past
 * ones), specialities and service links (ON DELETE CASCADE), the sign-in
 * account and its link tokens, and the profile picture.
 *
 * The provider's slots are locked first, so a booking racing this delete
 * either lands before the check (and the delete is refused) or finds the slot
 * gone.
 */
export async function removeProvider(services: Services, row: ProviderRow, who: 'doctor' | 'nurse'): Promise<void> {
  const now = services.now().getTime();
  await services.database.db.transaction(async (tx) => {
    const held = await tx
      .select({ status: slots.status, startAt: slots.startAt })
      .from(slots)
      .where(eq(slots.providerId, row.id))
      .for('update');
    const upcoming = held.some((s) => (s.status === 'BOOKED' || s.status === 'APPROVED') && s.startAt.getTime() > now);
    if (upcoming) {
      throw conflict(`This ${who} has upcoming booked appointments. Cancel or move them before deleting the ${who}.`);
    }
    await tx.delete(providers).where(eq(providers.id, row.id));
    await deleteAccount(tx, row.kind === 'DOCTOR' ? 'DOCTOR' : 'NURSE', row);
  });
  await discardPicture(services, row.image);
}
