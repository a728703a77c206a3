import {
  authErrorMessage,
  registrationErrorMessage,
  useLookupOptions,
  useRegisterHospital,
  useResendVerification,
} from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Geocoder, MapConfig } from '../../../components/maps';
import { toast } from '../../../components/toaster';
import { useLocale } from '../../../i18n';
import { HospitalRegistrationView } from './hospital-registration';
import type { HospitalRegistrationValues } from './hospital-registration.schema';

export interface HospitalRegistrationScreenProps {
  /** Place search for the map; by default the map's (the configured geocoder, else the packaged UAE gazetteer). */
  geocode?: Geocoder;
  /** Tiles of the map; the nearest MapConfigProvider's when not given. */
  mapConfig?: MapConfig;
}

/**
 * /register-hospital: the wizard on the API. Success: the toast "Hospital
 * Registered Successfully" and the confirm-your-email dialog; failure: the
 * server's message (else "Problem while registeration of hospital") as a toast
 * and above the form, which keeps its values.
 */
export function HospitalRegistrationScreen({ geocode, mapConfig }: HospitalRegistrationScreenProps) {
  const { t } = useTranslation('registration');
  const { locale } = useLocale();
  const insurances = useLookupOptions('insurances', locale);
  const register = useRegisterHospital();
  const resend = useResendVerification();
  const [confirmationEmail, setConfirmationEmail] = useState<string | null>(null);

  const failure = register.error ? registrationErrorMessage(register.error, t('hospitalRegistrationFailed')) : null;

  function submit(values: HospitalRegistrationValues) {
    register.mutate(values, {
      onSuccess: () => {
        toast.success(t('hospitalRegistered'));
        setConfirmationEmail(values.email.trim());
      },
      onError: (error) => {
        toast.error(registrationErrorMessage(error, t('hospitalRegistrationFailed')));
      },
    });
  }

  function resendEmail(email: string) {
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
    <HospitalRegistrationView
      insuranceOptions={(insurances.data ?? []).map((option) => ({ id: option.value, label: option.label }))}
      insurancesLoading={insurances.isPending}
      insurancesError={insurances.isError ? t('lookupsFailed') : null}
      submitting={register.isPending}
      error={failure}
      confirmationEmail={confirmationEmail}
      resending={resend.isPending}
      onSubmit={submit}
      onResend={resendEmail}
      onConfirmationOpenChange={(open) => {
        if (!open) setConfirmationEmail(null);
      }}
      geocode={geocode}
      mapConfig={mapConfig}
    />
  );
}
