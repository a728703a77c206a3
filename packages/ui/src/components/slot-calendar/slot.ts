/**
 * The contract's SlotStatus (openapi/components/schemas/common.yaml). A slot
 * with no status is free, the same as AVAILABLE.
 */
export type SlotStatus = 'AVAILABLE' | 'BOOKED' | 'APPROVED' | 'TAKEN';

/** A time slot of a doctor or nurse, as the calendar shows it. */
export interface Slot {
  id: string;
  /** Start, an ISO date-time. */
  from: string;
  /** End, an ISO date-time. */
  to: string;
  status?: SlotStatus | undefined;
  /** Shown on booked slots. */
  patientName?: string | undefined;
}

/** A slot to create: ISO date-times on half-hour boundaries, 30 minutes apart (a longer range is cut into these). */
export interface SlotRange {
  from: string;
  to: string;
}
