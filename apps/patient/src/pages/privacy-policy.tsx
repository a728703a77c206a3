import { useSessionState } from '@aafiya/session';
import { PrivacyPolicyScreen } from '@aafiya/ui/public';

/** /privacy-policy (002 "Legal pages"): bare for a guest, with the breadcrumb once signed in. */
export default function PrivacyPolicyPage() {
  return <PrivacyPolicyScreen bare={useSessionState().signedInAs === null} />;
}
