import type { Catalog } from './messages';

/**
 * Texts of the nurse area's screens (001 §2 Nurse area: dashboard, schedules, patients with Add Patient and the vitals form).
 *
 * English (loaded alone: messages/nurse.ar.ts has the Arabic).
 */
export default {} satisfies Catalog;
