import { loginErrorMessage, type SignedInUser, useLogin } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { LoginView } from './login';

export interface LoginScreenProps {
  /** After a successful sign-in (session stored): the app sends the user to their area (spec 000 §2.2). */
  onSignedIn: (user: SignedInUser) => void;
  /** A message above the form, e.g. when a signed-in user was refused an area. */
  notice?: string;
  defaultEmail?: string;
}

/**
 * Sign-in on the API: stores the session (token, user, role, referenceId,
 * PCRDPI), shows "Logged In Successfully" and hands the user to `onSignedIn`.
 * A failure shows its message (000 §8) as a toast and an alert above the form.
 */
export function LoginScreen({ onSignedIn, notice, defaultEmail }: LoginScreenProps) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  return (
    <LoginView
      notice={notice}
      defaultEmail={defaultEmail}
      pending={login.isPending}
      error={login.isError ? loginErrorMessage(login.error) : undefined}
      onSubmit={(credentials) => {
        login.mutate(credentials, {
          onSuccess: (user) => {
            toast.success(t('loggedIn'));
            onSignedIn(user);
          },
          onError: (error) => {
            toast.error(loginErrorMessage(error));
          },
        });
      }}
    />
  );
}
