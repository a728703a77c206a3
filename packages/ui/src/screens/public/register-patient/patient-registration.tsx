import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/card';
import type { FieldOption } from '../../../components/forms';
import { Link } from '../../../components/link';
import { FormAlert } from '../register-hospital/form-alert';
import { translatedMessages } from '../../shared/registration-rules/registration-rules';
import { ConfirmationCodeDialog } from './confirmation-code-dialog';
import { PatientRegistrationForm } from './patient-registration-form';
import {
  emptyPatientRegistration,
  patientRegistrationSchema,
  type PatientRegistrationFields,
  type PatientRegistrationValues,
} from './patient-registration.schema';

export interface PatientRegistrationViewProps {
  /** Insurances to choose from (GET /lookups/insurances). */
  insuranceOptions: readonly FieldOption[];
  insurancesLoading?: boolean;
  /** The insurances could not be loaded. */
  insurancesError?: string | null;
  /** The registration is being sent. */
  submitting?: boolean;
  /** Why the registration failed (the server's message); the form keeps its values. */
  error?: string | null;
  /** After success: the address the code went to; opens the confirmation-code dialog. */
  confirmationEmail?: string | null;
  verifying?: boolean;
  /** Why the code was refused (the server's message). */
  verifyError?: string | null;
  resending?: boolean;
  onSubmit: (values: PatientRegistrationValues) => void;
  onVerify: (input: { email: string; code: string }) => void;
  onResend: (email: string) => void;
  /** The code dialog was closed (Escape, ×). */
  onConfirmationOpenChange?: (open: boolean) => void;
  /** Starting values (stories, or a form restored after a reload). */
  defaultValues?: Partial<PatientRegistrationFields>;
}

/**
 * /register-patient (spec 002 "Patient registration"): the self-registration
 * form; after success the dialog that takes the e-mailed confirmation code.
 */
export function PatientRegistrationView({
  insuranceOptions,
  insurancesLoading,
  insurancesError,
  submitting = false,
  error,
  confirmationEmail = null,
  verifying,
  verifyError,
  resending,
  onSubmit,
  onVerify,
  onResend,
  onConfirmationOpenChange,
  defaultValues = {},
}: PatientRegistrationViewProps) {
  const { t } = useTranslation('registration');
  const id = useId();
  const messages = useMemo(() => translatedMessages(t), [t]);
  const [initial] = useState(() => ({ ...emptyPatientRegistration, ...defaultValues }));
  const form = useForm<PatientRegistrationFields, unknown, PatientRegistrationValues>({
    resolver: zodResolver(patientRegistrationSchema(messages)),
    defaultValues: initial,
  });

  return (
    <Card data-slot="patient-registration" className="w-full max-w-3xl">
      <CardHeader>
        <h1 id={`${id}-title`} className="text-2xl font-semibold text-foreground">
          {t('patientTitle')}
        </h1>
        <CardDescription>{t('patientIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {error && <FormAlert>{error}</FormAlert>}
        <PatientRegistrationForm
          form={form}
          labelledBy={`${id}-title`}
          insuranceOptions={insuranceOptions}
          insurancesLoading={insurancesLoading}
          insurancesError={insurancesError}
          submitting={submitting}
          onSubmit={onSubmit}
        >
          <div className="flex justify-end">
            <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? t('registering') : t('register')}
            </Button>
          </div>
        </PatientRegistrationForm>
        <p className="text-sm text-foreground-muted">
          {t('haveAccount')} <Link href="/login">{t('login')}</Link>
        </p>
      </CardContent>
      <ConfirmationCodeDialog
        email={confirmationEmail}
        verifying={verifying}
        error={verifyError}
        resending={resending}
        onVerify={onVerify}
        onResend={onResend}
        onOpenChange={onConfirmationOpenChange}
      />
    </Card>
  );
}
