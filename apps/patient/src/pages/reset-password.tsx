import type { RouteParams } from '@aafiya/session';
import { ResetPasswordScreen } from '@aafiya/ui';

/** /reset-password/:token — the route only matches with a token. */
export default function ResetPasswordPage({ params }: { params: RouteParams }) {
  return <ResetPasswordScreen token={params.token ?? ''} />;
}
