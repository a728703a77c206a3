import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Link } from '../../../components/link';
import { Spinner } from '../../../components/spinner';
import { AuthCard, AuthMessage } from '../login/auth-card';

export type VerifyEmailStatus = 'pending' | 'success' | 'error';

export interface VerifyEmailViewProps {
  status: VerifyEmailStatus;
  /** The server's message when the confirmation failed. */
  error?: string;
}

/**
 * The page of the confirmation link `/verify-email/{token}` that the server
 * mails. The specification shows no such page (only the confirmation dialog),
 * so every text here is ours: progress, the confirmation with a way to
 * /login, or the server's message.
 */
export function VerifyEmailView({ status, error }: VerifyEmailViewProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('verifyTitle')}>
      {status === 'pending' && (
        <div className="flex items-center gap-3 py-2 text-sm text-foreground">
          <Spinner label={t('verifying')} />
          <span aria-hidden="true">{t('verifying')}</span>
        </div>
      )}
      {status === 'success' && (
        <>
          <AuthMessage tone="success">{t('verified')}</AuthMessage>
          <Button asChild size="lg" className="w-full">
            {/* A link styled as the main button: it moves to another page. */}
            <Link href="/login" className="text-neutral-0 no-underline hover:text-neutral-0">
              {t('goToLogin')}
            </Link>
          </Button>
        </>
      )}
      {status === 'error' && (
        <>
          <AuthMessage tone="error" title={t('verifyFailed')}>
            {error}
          </AuthMessage>
          <Link href="/login" className="self-center">
            {t('backToLogin')}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
