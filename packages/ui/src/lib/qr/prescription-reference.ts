/** The longest reference the server reads (openapi PrescriptionReference.reference maxLength). */
const MAX_REFERENCE = 200;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The reference a prescription's QR code carries, from what was read or typed: the paper's address
 * `https://…/verify/{reference}` (query, fragment and trailing slash ignored), a path `/verify/{reference}`, any
 * other address's last path segment, or a bare reference. Empty when nothing is left.
 */
export function prescriptionReferenceOf(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const verify = /\/verify\/([^/?#\s]+)/.exec(trimmed);
  if (verify?.[1]) return decoded(verify[1]).slice(0, MAX_REFERENCE);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    const path = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0] ?? '';
    const last = path.split('/').filter(Boolean).pop() ?? '';
    return decoded(last).slice(0, MAX_REFERENCE);
  }
  return trimmed.slice(0, MAX_REFERENCE);
}
