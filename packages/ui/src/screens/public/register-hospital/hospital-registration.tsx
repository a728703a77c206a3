import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/card';
import type { FieldOption } from '../../../components/forms';
import { Link } from '../../../components/link';
import type { Geocoder, MapConfig } from '../../../components/maps';
import { ConfirmEmailDialog } from './confirm-email-dialog';
import { FormAlert } from './form-alert';
import { HospitalDetailsStep } from './hospital-details-step';
import { HospitalLocationStep } from './hospital-location-step';
import {
  emptyHospitalDetails,
  emptyHospitalLocation,
  hospitalDetailsSchema,
  hospitalLocationSchema,
  type HospitalDetailsFields,
  type HospitalDetailsValues,
  type HospitalLocationFields,
  type HospitalLocationValues,
  type HospitalRegistrationFields,
  type HospitalRegistrationValues,
} from './hospital-registration.schema';
import { RegistrationSteps } from './registration-steps';
import { translatedMessages } from '../../shared/registration-rules/registration-rules';

export interface HospitalRegistrationViewProps {
  /** Insurances to choose from (GET /lookups/insurances). */
  insuranceOptions: readonly FieldOption[];
  insurancesLoading?: boolean;
  /** The insurances could not be loaded; shown under the (optional) field. */
  insurancesError?: string | null;
  /** The registration is being sent. */
  submitting?: boolean;
  /** Why the registration failed (the server's message); the form keeps its values. */
  error?: string | null;
  /** After success: the address the verification e-mail went to; opens the confirmation dialog. */
  confirmationEmail?: string | null;
  /** The verification e-mail is being sent again. */
  resending?: boolean;
  /** Both steps are valid: register. */
  onSubmit: (values: HospitalRegistrationValues) => void;
  /** Resend pressed in the confirmation dialog. */
  onResend: (email: string) => void;
  /** The confirmation dialog was closed (Escape, ×). */
  onConfirmationOpenChange?: (open: boolean) => void;
  /** Place search for the map; by default the map's (the configured geocoder, else the packaged UAE gazetteer). */
  geocode?: Geocoder;
  /** Tiles of the map; the nearest MapConfigProvider's when not given. */
  mapConfig?: MapConfig;
  /** Forces the map's loading or error state. */
  mapStatus?: 'loading' | 'error';
  /** Starting values (stories, or a form restored after a reload). */
  defaultValues?: Partial<HospitalRegistrationFields>;
  /** The step shown first; 1 by default. */
  initialStep?: 1 | 2;
}

/**
 * Hospital registration wizard (spec 000 §2.3): step 1 basic details, step 2
 * address, state and map location. Next goes on only when step 1 is valid;
 * Back keeps what was entered. After success a dialog asks the user to confirm
 * the e-mail address.
 */
export function HospitalRegistrationView({
  insuranceOptions,
  insurancesLoading,
  insurancesError,
  submitting = false,
  error,
  confirmationEmail = null,
  resending,
  onSubmit,
  onResend,
  onConfirmationOpenChange,
  geocode,
  mapConfig,
  mapStatus,
  defaultValues = {},
  initialStep = 1,
}: HospitalRegistrationViewProps) {
  const { t } = useTranslation('registration');
  const id = useId();
  const messages = useMemo(() => translatedMessages(t), [t]);
  const [step, setStep] = useState<1 | 2>(initialStep);
  const [initial] = useState(() => splitFields(defaultValues));
  const details = useForm<HospitalDetailsFields, unknown, HospitalDetailsValues>({
    resolver: zodResolver(hospitalDetailsSchema(messages)),
    defaultValues: initial.details,
  });
  const location = useForm<HospitalLocationFields, unknown, HospitalLocationValues>({
    resolver: zodResolver(hospitalLocationSchema(messages)),
    defaultValues: initial.location,
  });

  // Moving between steps puts focus on the new step's heading, so it is read out.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  const goTo = (next: 1 | 2) => {
    moved.current = true;
    setStep(next);
  };

  const stepNames = [t('basicDetails'), t('locationDetails')] as const;
  const headingId = `${id}-step`;

  const submit = (where: HospitalLocationValues) => {
    // Step 1 was valid when Next was pressed; check again in case it started on step 2.
    void details.handleSubmit(
      (basics) => {
        onSubmit({ ...basics, ...where });
      },
      () => {
        goTo(1);
      },
    )();
  };

  return (
    <Card data-slot="hospital-registration" className="w-full max-w-3xl">
      <CardHeader>
        <h1 className="text-2xl font-semibold text-foreground">{t('hospitalTitle')}</h1>
        <CardDescription>{t('hospitalIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <RegistrationSteps steps={stepNames} current={step} label={t('stepsLabel')} />
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          <span className="sr-only">{t('stepProgress', { step, count: stepNames.length })}: </span>
          {stepNames[step - 1]}
        </h2>
        {error && <FormAlert>{error}</FormAlert>}
        {step === 1 ? (
          <HospitalDetailsStep
            form={details}
            labelledBy={headingId}
            insuranceOptions={insuranceOptions}
            insurancesLoading={insurancesLoading}
            insurancesError={insurancesError}
            onNext={() => {
              goTo(2);
            }}
          />
        ) : (
          <HospitalLocationStep
            form={location}
            labelledBy={headingId}
            submitting={submitting}
            geocode={geocode}
            mapConfig={mapConfig}
            mapStatus={mapStatus}
            onBack={() => {
              goTo(1);
            }}
            onSubmit={submit}
          />
        )}
        <p className="text-sm text-foreground-muted">
          {t('haveAccount')} <Link href="/login">{t('login')}</Link>
        </p>
      </CardContent>
      <ConfirmEmailDialog
        email={confirmationEmail}
        resending={resending}
        onResend={onResend}
        onOpenChange={onConfirmationOpenChange}
      />
    </Card>
  );
}

function splitFields(values: Partial<HospitalRegistrationFields>) {
  const { address, state, location, ...basics } = values;
  return {
    details: { ...emptyHospitalDetails, ...basics },
    location: {
      address: address ?? emptyHospitalLocation.address,
      state: state ?? emptyHospitalLocation.state,
      location: location ?? emptyHospitalLocation.location,
    },
  };
}
