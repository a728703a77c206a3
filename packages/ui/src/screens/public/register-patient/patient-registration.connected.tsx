import {
  authErrorMessage,
  registrationErrorMessage,
  useLookupOptions,
  useRegisterPatient,
  useResendVerification,
  useVerifyEmail,
} from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { useLocale } from '../../../i18n';
import { useNavigate } from '../../../lib/navigation';
import { PatientRegistrationView } from './patient-registration';
import type { PatientRegistrationValues } from './patient-registration.schema';

export interface PatientRegistrationScreenProps {
  /** Where a confirmed patient goes; /login by default. */
  onConfirmed?: () => void;
}

/**
 * /register-patient on the API. Success: the translated
 * 'patient_registered_successfully' toast and the confirmation-code dialog;
 * a confirmed code: a toast and /login. Failures show the server's message.
 */
export function PatientRegistrationScreen({ onConfirmed }: PatientRegistrationScreenProps) {
  const { t } = useTranslation('registration');
  const { locale } = useLocale();
  const navigate = useNavigate();
  const insurances = useLookupOptions('insurances', locale);
  const register = useRegisterPatient();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const [confirmationEmail, setConfirmationEmail] = useState<string | null>(null);

  // Not shown when the answer has no message: "Something went wrong".
  const failure = register.error ? registrationErrorMessage(register.error, t('patientRegistrationFailed')) : null;

  function submit(values: PatientRegistrationValues) {
    register.mutate(values, {
      onSuccess: () => {
        toast.success(t('patientRegistered'));
        setConfirmationEmail(values.email.trim());
      },
      onError: (error) => {
        toast.error(registrationErrorMessage(error, t('patientRegistrationFailed')));
      },
    });
  }

  function confirm(input: { email: string; code: string }) {
    verify.mutate(input, {
      onSuccess: () => {
        toast.success(t('emailConfirmed'));
        setConfirmationEmail(null);
        if (onConfirmed) onConfirmed();
        else navigate('/login');
      },
      onError: (error) => {
        toast.error(authErrorMessage(error));
      },
    });
  }

  function resendCode(email: string) {
    resend.mutate(email, {
      onSuccess: (message) => {
        toast.success(message || t('emailSent'));
      },
      onError: (error) => {
        toast.error(authErrorMessage(error));
      },
    });
  }

  return (
    <PatientRegistrationView
      insuranceOptions={(insurances.data ?? []).map((option) => ({ id: option.value, label: option.label }))}
      insurancesLoading={insurances.isPending}
      insurancesError={insurances.isError ? t('lookupsFailed') : null}
      submitting={register.isPending}
      error={failure}
      confirmationEmail={confirmationEmail}
      verifying={verify.isPending}
      verifyError={verify.error ? authErrorMessage(verify.error) : null}
      resending={resend.isPending}
      onSubmit={submit}
      onVerify={confirm}
      onResend={resendCode}
      onConfirmationOpenChange={(open) => {
        if (!open) setConfirmationEmail(null);
      }}
    />
  );
}
