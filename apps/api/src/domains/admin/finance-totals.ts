// The totals of the admin's finance screens and reports (002 §9).

/**
 * What one appointment earns the platform, in AED: 002 §9 "Total amount on the
 * hospital finance screen: 21 AED times the number of returned appointments;
 * for PCR, 21 times the booked count". The specification gives no other fee.
 */
export const APPOINTMENT_FEE_AED = 21;

export interface FinanceTotals {
  /** 002 §9: the appointments with BOOKED status. */
  appointments: number;
  /** AED. */
  amount: number;
}

/**
 * The totals of a list of appointments, as 002 §9 counts them: total
 * appointments are the BOOKED ones; the amount is the fee times every listed
 * appointment for a hospital, times the BOOKED ones for PCR.
 */
export function financeTotals(statuses: readonly string[], kind: 'hospital' | 'pcr'): FinanceTotals {
  const booked = statuses.filter((status) => status === 'BOOKED').length;
  return { appointments: booked, amount: APPOINTMENT_FEE_AED * (kind === 'pcr' ? booked : statuses.length) };
}
