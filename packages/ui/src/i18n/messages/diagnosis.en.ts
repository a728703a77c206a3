import type { Catalog } from './messages';

/**
 * Texts of the diagnosis screen (001 §2 Diagnosis screen): patient card, Nurse Diagnosis and Doctor Diagnosis forms.
 *
 * English (loaded alone: messages/diagnosis.ar.ts has the Arabic).
 */
export default {} satisfies Catalog;
