import { ForgotPasswordScreen } from '@aafiya/ui';

export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}
