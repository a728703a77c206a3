import type { RouteParams } from '@aafiya/session';
import { VerifyPaperScreen } from '@aafiya/ui';

/** /verify/:reference — the page a paper's QR code opens (#19); public, for anyone holding the paper. */
export default function VerifyPaperPage({ params }: { params: RouteParams }) {
  return <VerifyPaperScreen reference={params.reference ?? ''} />;
}
