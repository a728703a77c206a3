import { VerifyEmailScreen } from '@aafiya/ui';

export default function VerifyEmailPage({ token }: { token: string }) {
  return <VerifyEmailScreen token={token} />;
}
