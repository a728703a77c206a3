import type { Services } from '../services';
import type { PaperKind } from './paper-references';

/**
 * The address a paper's QR code opens: the patient site's /verify/{reference}
 * page (PUBLIC_URL, the patient site at /), which asks verifyPaper what the
 * paper says.
 */
export function verifyAddress(services: Services, kind: PaperKind, id: string): string {
  const base = services.config.publicUrl.replace(/\/+$/, '');
  return `${base}/verify/${services.papers.sign(kind, id)}`;
}
