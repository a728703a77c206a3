import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Form, PasswordField } from '../../../components/forms';
import { Link } from '../../../components/link';
import { AuthCard, AuthMessage, PendingLabel } from '../login/auth-card';
import { useAuthValidation } from '../login/auth-validation';
import { createResetPasswordSchema, emptyResetPassword, type ResetPasswordValues } from './reset-password.schema';

export interface ResetPasswordViewProps {
  /** Called with a valid new password and its confirmation. */
  onSubmit: (values: ResetPasswordValues) => void;
  /** While the call runs. */
  pending?: boolean;
  /** The server's message when the reset failed (e.g. a used or expired link). */
  error?: string;
}

/**
 * Reset password (spec 002 "Password recovery"): new password and confirm
 * password. The heading, hint and button text are ours; the Back To Login link
 * lets a user with a dead link start again.
 */
export function ResetPasswordView({ onSubmit, pending = false, error }: ResetPasswordViewProps) {
  const { t } = useTranslation('auth');
  const messages = useAuthValidation();
  const schema = useMemo(() => createResetPasswordSchema(messages), [messages]);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyResetPassword,
    mode: 'onTouched',
  });
  const { register } = form;
  return (
    <AuthCard
      title={t('resetTitle')}
      description={t('resetDescription')}
      footer={<Link href="/login">{t('backToLogin')}</Link>}
    >
      {(headingId) => (
        <>
          {error && <AuthMessage tone="error">{error}</AuthMessage>}
          <Form
            form={form}
            onSubmit={(values) => {
              if (!pending) onSubmit(values);
            }}
            aria-labelledby={headingId}
          >
            <PasswordField label={t('newPassword')} autoComplete="new-password" required {...register('password')} />
            <PasswordField
              label={t('confirmPassword')}
              autoComplete="new-password"
              required
              {...register('confirmPassword')}
            />
            <Button
              type="submit"
              size="lg"
              aria-disabled={pending || undefined}
              className="w-full aria-disabled:cursor-wait aria-disabled:opacity-70"
            >
              <PendingLabel pending={pending} label={t('resetSubmit')} pendingLabel={t('updating')} />
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
