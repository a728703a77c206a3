import { ResetPasswordScreen } from '@aafiya/ui';

export default function ResetPasswordPage({ token }: { token: string }) {
  return <ResetPasswordScreen token={token} />;
}
