import { useSessionState } from '@aafiya/session';
import { TermsOfUseScreen } from '@aafiya/ui/public';

/** /terms-of-use (002 "Legal pages"): bare for a guest, with the breadcrumb Home > Terms Of Use once signed in. */
export default function TermsOfUsePage() {
  return <TermsOfUseScreen bare={useSessionState().signedInAs === null} />;
}
