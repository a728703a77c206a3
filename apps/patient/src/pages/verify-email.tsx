import type { RouteParams } from '@aafiya/session';
import { VerifyEmailScreen } from '@aafiya/ui';

/** /verify-email/:token — the route only matches with a token. */
export default function VerifyEmailPage({ params }: { params: RouteParams }) {
  return <VerifyEmailScreen token={params.token ?? ''} />;
}
