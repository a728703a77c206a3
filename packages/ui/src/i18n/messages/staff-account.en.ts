import type { Catalog } from './messages';

/**
 * Texts of the account form of the nurse and the receptionist (001 §2 "Nurse account", §5).
 *
 * English (loaded alone: messages/staff-account.ar.ts has the Arabic).
 */
export default {} satisfies Catalog;
