import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Form, TextField } from '../../../components/forms';
import { Link } from '../../../components/link';
import { AuthCard, AuthMessage, PendingLabel } from '../login/auth-card';
import { useAuthValidation } from '../login/auth-validation';
import { createForgotPasswordSchema, type ForgotPasswordValues } from './forgot-password.schema';

export interface ForgotPasswordViewProps {
  /** Called with a valid email. */
  onSubmit: (values: ForgotPasswordValues) => void;
  /** While the call runs. */
  pending?: boolean;
  /** The server's message when the call failed. */
  error?: string;
  /** The link was sent: the form gives way to the confirmation. */
  sent?: boolean;
}

/**
 * Forgot password (spec 002 "Password recovery"): an email form with the links
 * Back To Login and Register Here. Once sent, it confirms with the spec's toast
 * text, "Reset password link sent to your email"; the hint under it is ours.
 */
export function ForgotPasswordView({ onSubmit, pending = false, error, sent = false }: ForgotPasswordViewProps) {
  const { t } = useTranslation('auth');
  const messages = useAuthValidation();
  const schema = useMemo(() => createForgotPasswordSchema(messages), [messages]);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  return (
    <AuthCard
      title={t('forgotTitle')}
      description={sent ? undefined : t('forgotDescription')}
      footer={
        <>
          <Link href="/login">{t('backToLogin')}</Link>
          <Link href="/select-registeration-type">{t('registerHere')}</Link>
        </>
      }
    >
      {(headingId) =>
        sent ? (
          <AuthMessage tone="success" title={t('resetLinkSent')}>
            {t('resetLinkSentHint')}
          </AuthMessage>
        ) : (
          <>
            {error && <AuthMessage tone="error">{error}</AuthMessage>}
            <Form
              form={form}
              onSubmit={(values) => {
                if (!pending) onSubmit(values);
              }}
              aria-labelledby={headingId}
            >
              <TextField
                label={t('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                {...form.register('email')}
              />
              <Button
                type="submit"
                size="lg"
                aria-disabled={pending || undefined}
                className="w-full aria-disabled:cursor-wait aria-disabled:opacity-70"
              >
                <PendingLabel pending={pending} label={t('forgotSubmit')} pendingLabel={t('sending')} />
              </Button>
            </Form>
          </>
        )
      }
    </AuthCard>
  );
}
