import type { Slot } from './slot';

/**
 * How a slot looks: TAKEN blue, a booking that has ended red, a booking still
 * to come green, a free slot still to come in the brand colour, a past free
 * slot muted.
 */
export type SlotTone = 'blue' | 'red' | 'green' | 'free' | 'muted';

/** What a click on the slot does. */
export type SlotAction = 'none' | 'open-booking' | 'delete';

export interface SlotAppearance {
  tone: SlotTone;
  action: SlotAction;
}

/**
 * The calendar rules of the specification (001 §4, 000 §4):
 * - TAKEN is blue and not clickable;
 * - BOOKED with its end in the past is red and not clickable;
 * - BOOKED with its end in the future is green, a click opens the booking;
 * - a slot that is not booked and starts in the future can be deleted ("Delete Slot?");
 * - a past free slot does nothing.
 *
 * APPROVED is not coloured by the spec. An approved slot holds a patient's
 * appointment (the nurse dashboard lists it with BOOKED), so it follows the
 * BOOKED rules rather than being offered for deletion.
 */
export function slotAppearance(slot: Pick<Slot, 'from' | 'to' | 'status'>, now: Date | number): SlotAppearance {
  const at = typeof now === 'number' ? now : now.getTime();
  switch (slot.status) {
    case 'TAKEN':
      return { tone: 'blue', action: 'none' };
    case 'BOOKED':
    case 'APPROVED':
      return Date.parse(slot.to) > at ? { tone: 'green', action: 'open-booking' } : { tone: 'red', action: 'none' };
    default:
      return Date.parse(slot.from) > at ? { tone: 'free', action: 'delete' } : { tone: 'muted', action: 'none' };
  }
}
