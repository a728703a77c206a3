// What a pharmacy scans or types to open a QR prescription: the signed
// reference its code carries (papers/paper-references.ts), or the whole
// /verify/{reference} address the code opens.
import { notFound } from '../../http/http-error';
import type { Services } from '../../services';

/** The one answer to anything that names no QR prescription, whatever the reason (ours). */
export const PRESCRIPTION_NOT_VERIFIED = 'This prescription could not be verified';

const VERIFY = '/verify/';

/**
 * The reference in what was scanned or typed: spaces trimmed, and of a whole
 * address (`https://…/verify/{reference}?…`) the segment after /verify/.
 */
export function normaliseReference(text: string): string {
  const trimmed = text.trim();
  const at = trimmed.lastIndexOf(VERIFY);
  const tail = at === -1 ? trimmed : trimmed.slice(at + VERIFY.length);
  return tail.split(/[/?#]/)[0] ?? '';
}

/**
 * The QR prescription a reference names, with the reference as normalised;
 * 404 "This prescription could not be verified" for a malformed, altered or
 * other server's reference and for one of another kind of paper. Whether the
 * prescription exists is for the caller's query to find (the same 404).
 */
export function prescriptionNamed(services: Services, text: string): { id: string; reference: string } {
  const reference = normaliseReference(text);
  const named = services.papers.read(reference);
  if (named?.kind !== 'qr-prescription') throw notFound(PRESCRIPTION_NOT_VERIFIED);
  return { id: named.id, reference };
}
