import type { Catalog } from './messages';

/**
 * Texts of the diagnosis screen's modals (001 §2, §5, §8): Approve Sick Leave, Request for Laboratory, QR prescription, Previous Prescriptions and Previous Lab Results.
 *
 * English (loaded alone: messages/clinical-papers.ar.ts has the Arabic).
 */
export default {} satisfies Catalog;
