import { useSignInPage } from '@aafiya/session';
import { LoginScreen } from '@aafiya/ui';

/**
 * /login: after sign-in the user goes to `landingPath(role, redirect)` (their
 * area, or the requested page inside it; another site loads in full). A
 * signed-in user who still sees the form was refused a page: the notice says so.
 */
export default function LoginPage() {
  const { onSignedIn, notice } = useSignInPage();
  return <LoginScreen onSignedIn={onSignedIn} notice={notice} />;
}
