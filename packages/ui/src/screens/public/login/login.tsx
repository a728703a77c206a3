import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Form, PasswordField, TextField } from '../../../components/forms';
import { Link } from '../../../components/link';
import { AuthCard, AuthMessage, PendingLabel } from './auth-card';
import { useAuthValidation } from './auth-validation';
import { createLoginSchema, emptyLogin, type LoginValues } from './login.schema';

export interface LoginViewProps {
  /** Called with valid credentials. */
  onSubmit: (values: LoginValues) => void;
  /** While the sign-in call runs: the button shows it and ignores clicks. */
  pending?: boolean;
  /** The failed sign-in's message (the server's, else "Invalid Credentials"), shown as an alert. */
  error?: string;
  /** A message above the form, e.g. why a signed-in user was sent here; the app gives the text. */
  notice?: string;
  /** Prefills the email (e.g. after registration). */
  defaultEmail?: string;
}

/** Sign-in (spec 000 §2.1): email and password, a Forgot Password link and a Register link. */
export function LoginView({ onSubmit, pending = false, error, notice, defaultEmail = '' }: LoginViewProps) {
  const { t } = useTranslation('auth');
  const messages = useAuthValidation();
  const schema = useMemo(() => createLoginSchema(messages), [messages]);
  const form = useForm<LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyLogin, email: defaultEmail },
    // Checked on the first submit, then as the user types (react-hook-form's
    // default), never on blur: the email field has focus on load, and a
    // "Required" appearing when it loses focus to the Login button would push
    // the button down between the press and the release, so the first click
    // would miss it (seen end to end). Fixing a field while typing removes its
    // message before the next click, for the same reason.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, setFocus } = form;
  // Signing in is the page's only purpose: the first field to fill has focus on load
  // (the password when the email came prefilled).
  const prefilled = defaultEmail !== '';
  useEffect(() => {
    setFocus(prefilled ? 'password' : 'email');
  }, [setFocus, prefilled]);
  return (
    <AuthCard
      title={t('loginTitle')}
      description={t('loginDescription')}
      footer={
        <p className="text-foreground-muted">
          {t('noAccount')} <Link href="/select-registeration-type">{t('register')}</Link>
        </p>
      }
    >
      {(headingId) => (
        <>
          {notice && <AuthMessage tone="info">{notice}</AuthMessage>}
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
              {...register('email')}
            />
            <PasswordField label={t('password')} autoComplete="current-password" required {...register('password')} />
            <div className="flex justify-end">
              <Link href="/forget-password" className="text-sm">
                {t('forgotPassword')}
              </Link>
            </div>
            <Button
              type="submit"
              size="lg"
              aria-disabled={pending || undefined}
              className="w-full aria-disabled:cursor-wait aria-disabled:opacity-70"
            >
              <PendingLabel pending={pending} label={t('loginSubmit')} pendingLabel={t('signingIn')} />
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
