import { authErrorMessage, useForgetPassword } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { ForgotPasswordView } from './forgot-password';

/**
 * Forgot password on the API (`PUT /users/forget-password` with the email):
 * success shows the toast "Reset password link sent to your email" and the
 * confirmation; a failure shows the server's message as a toast and an alert.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const forget = useForgetPassword();
  return (
    <ForgotPasswordView
      pending={forget.isPending}
      sent={forget.isSuccess}
      error={forget.isError ? authErrorMessage(forget.error) : undefined}
      onSubmit={({ email }) => {
        forget.mutate(email, {
          onSuccess: () => {
            toast.success(t('resetLinkSent'));
          },
          onError: (error) => {
            toast.error(authErrorMessage(error));
          },
        });
      }}
    />
  );
}
