import type { Catalog } from './messages';

/**
 * Texts of the account form of the nurse, the receptionist, the laboratory and the pharmacy (001 §2 "Nurse
 * account", "Laboratory area", §5, §8; the pharmacy's, #21).
 *
 * English (loaded alone: messages/staff-account.ar.ts has the Arabic).
 */
export default {
  nurseTitle: 'Nurse account', // 001 §2's name of /nurse/profile
  receptionistTitle: 'Receptionist account', // (ours: 001 calls it a "Nurse-style Account form")
  laboratoryTitle: 'Laboratory account', // (ours: 001 §2 "lab account")
  pharmacyTitle: 'Pharmacy account', // (ours)
  laboratoryUpdated: 'Laboratory updated successfully', // 001 §8
  laboratoryUpdateFailed: 'Problem updating laboratory profile', // 001 §8
  pharmacyUpdated: 'Pharmacy updated successfully', // (ours, as the laboratory's)
  pharmacyUpdateFailed: 'Problem updating pharmacy profile', // (ours, as the laboratory's)
  formTitle: 'Account details', // (ours, as the doctor's Account tab)
  password: 'Password',
  confirmPassword: 'Confirm Password',
  passwordHint: 'Needed to save these details: enter a new password or your current one.', // (ours)
  update: 'Update', // (ours)
  saving: 'Saving…', // (ours)
  updated: 'Account updated. Please sign in again.', // (ours: 001 §4 signs the user out after 1 s)
  updateFailed: 'Problem while updating your account', // (ours: when the server gives no message)
  loadFailed: 'Problem while getting your account', // (ours)
} satisfies Catalog;
