/**
 * The patient dashboard's tabs in the order of 002 "Patient dashboard": Medical Profile (the first), Family
 * Members, Appointments, Sick Leaves, QR Prescription, Lab Results, Account. Their ids are what `?tab=` holds.
 */
export const PATIENT_DASHBOARD_TABS = [
  'medical-profile',
  'family-members',
  'appointments',
  'sick-leaves',
  'qr-prescription',
  'lab-results',
  'account',
] as const;

export type PatientDashboardTab = (typeof PATIENT_DASHBOARD_TABS)[number];

/** The tabs of `available` in the dashboard's order (each once). */
export function orderedDashboardTabs(available: Iterable<PatientDashboardTab>): PatientDashboardTab[] {
  const shown = new Set(available);
  return PATIENT_DASHBOARD_TABS.filter((tab) => shown.has(tab));
}

/**
 * The tab a `?tab=` value opens: the value when it names one of the `available` tabs, else the first available
 * one in the dashboard's order (Medical Profile when it is there). Undefined only when none is available.
 */
export function parsePatientDashboardTab(
  value: string | null | undefined,
  available: Iterable<PatientDashboardTab> = PATIENT_DASHBOARD_TABS,
): PatientDashboardTab | undefined {
  const tabs = orderedDashboardTabs(available);
  return tabs.find((tab) => tab === value) ?? tabs[0];
}
