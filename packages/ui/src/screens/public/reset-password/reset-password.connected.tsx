import { authErrorMessage, useResetPassword } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { useNavigate } from '../../../lib/navigation';
import { ResetPasswordView } from './reset-password';

export interface ResetPasswordScreenProps {
  /** The token of `/reset-password/{userToken}`. The app's route sends signed-in users and token-less visits away. */
  token: string;
}

/**
 * Reset password on the API (`PUT /users/reset-password` with `{ newPass,
 * resetLink: token }`): success shows "Password updated successfully" and goes
 * to /login; a failure (used or expired link) shows the server's message.
 */
export function ResetPasswordScreen({ token }: ResetPasswordScreenProps) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const navigate = useNavigate();
  return (
    <ResetPasswordView
      pending={reset.isPending}
      error={reset.isError ? authErrorMessage(reset.error) : undefined}
      onSubmit={({ password }) => {
        reset.mutate(
          { newPass: password, resetLink: token },
          {
            onSuccess: () => {
              toast.success(t('passwordUpdated'));
              navigate('/login');
            },
            onError: (error) => {
              toast.error(authErrorMessage(error));
            },
          },
        );
      }}
    />
  );
}
