import type { BadgeVariant } from '../badge';

/** What a status belongs to; each kind has its own colour rules in the specification. */
export type StatusKind = 'slot' | 'appointment' | 'promoCode' | 'labRequest';

/** A status as the API sends it; a missing status is allowed (a free slot has none). */
export type StatusValue = string | null | undefined;

/** Keys of the translated labels in the `basics` namespace. */
export type StatusLabelKey =
  | 'slotAvailable'
  | 'slotBooked'
  | 'slotApproved'
  | 'slotTaken'
  | 'promoTaken'
  | 'promoPending'
  | 'labCompleted'
  | 'labPending';

function normalise(status: StatusValue): string {
  return (status ?? '').trim().toUpperCase();
}

/**
 * The badge colour of a status, by the specification's rules:
 * - slot and appointment: BOOKED primary, APPROVED warning, TAKEN success, anything else secondary;
 * - promo code: TAKEN green (success), anything else red (danger);
 * - lab request: "completed" is completed (success), everything else pending (warning).
 * Statuses are compared without regard to case or surrounding spaces.
 */
export function statusTone(kind: StatusKind, status: StatusValue): BadgeVariant {
  const value = normalise(status);
  switch (kind) {
    case 'slot':
    case 'appointment':
      if (value === 'BOOKED') return 'primary';
      if (value === 'APPROVED') return 'warning';
      if (value === 'TAKEN') return 'success';
      return 'secondary';
    case 'promoCode':
      return value === 'TAKEN' ? 'success' : 'danger';
    case 'labRequest':
      return value === 'COMPLETED' ? 'success' : 'warning';
  }
}

/**
 * The translated label of a known status, or undefined for a status the
 * specification does not name (that one is shown as the API sent it).
 * A missing status reads as the spec's meaning of "none": a free slot
 * (AVAILABLE), a pending lab request, a pending promo code.
 */
export function statusLabelKey(kind: StatusKind, status: StatusValue): StatusLabelKey | undefined {
  const value = normalise(status);
  switch (kind) {
    case 'slot':
    case 'appointment':
      if (value === '' || value === 'AVAILABLE') return 'slotAvailable';
      if (value === 'BOOKED') return 'slotBooked';
      if (value === 'APPROVED') return 'slotApproved';
      if (value === 'TAKEN') return 'slotTaken';
      return undefined;
    case 'promoCode':
      if (value === 'TAKEN') return 'promoTaken';
      if (value === '' || value === 'PENDING') return 'promoPending';
      return undefined;
    case 'labRequest':
      if (value === 'COMPLETED') return 'labCompleted';
      if (value === '' || value === 'PENDING') return 'labPending';
      return undefined;
  }
}
