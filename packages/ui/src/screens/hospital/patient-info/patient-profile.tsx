import type { PatientLabResult, PatientProfileView } from '@aafiya/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { Spinner } from '../../../components/spinner';
import { UserText } from '../../../components/user-text';
import { cn } from '../../../lib/cn';
import { LabResultsTable } from './lab-results-table';
import { PatientDetails } from './patient-details';
import { PatientDoctors } from './patient-doctors';
import { VitalsCards } from './vitals-cards';

export interface PatientProfileProps {
  profile?: PatientProfileView;
  loading?: boolean;
  /** The server's message when the profile could not be loaded. */
  error?: string;
  /** Tests of completed lab requests only. */
  labResults: readonly PatientLabResult[];
  labResultsLoading?: boolean;
  labResultsError?: string;
  /** Beside the name, e.g. the nurse's vitals update button (001 "Patient profile (shared)"). */
  actions?: ReactNode;
  className?: string;
}

/**
 * The patient profile shared by the hospital, doctor and nurse areas
 * (/…/patient-info/{id}): name and photo, personal data, vitals cards with
 * their units, the patient's doctors and the lab results of completed requests.
 */
export function PatientProfile({
  profile,
  loading = false,
  error,
  labResults,
  labResultsLoading,
  labResultsError,
  actions,
  className,
}: PatientProfileProps) {
  const { t } = useTranslation('hospital');
  if (!profile) {
    return (
      <div
        data-slot="patient-profile"
        aria-busy={loading || undefined}
        className={cn('flex justify-center py-10', className)}
      >
        {loading ? (
          <Spinner size="lg" />
        ) : (
          <p
            role="alert"
            className="rounded-lg border border-danger-100 bg-danger-50 px-4 py-6 text-center font-medium text-danger-700"
          >
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <article data-slot="patient-profile" className={cn('@container flex flex-col gap-6', className)}>
      <header className="flex flex-wrap items-center gap-5 rounded-lg border border-border bg-surface p-5 shadow-xs">
        <Avatar
          size="xl"
          src={profile.image}
          alt={t('patientPhoto', { name: profile.name })}
          name={profile.name}
          fallback="initials"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm text-foreground-muted">{t('profileTitle')}</p>
          <h1 className="text-2xl font-semibold text-foreground">
            <UserText>{profile.name}</UserText>
          </h1>
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      <PatientDetails profile={profile} />
      <VitalsCards vitals={profile.vitals} />
      <PatientDoctors doctors={profile.doctors} />
      <LabResultsTable results={labResults} loading={labResultsLoading} error={labResultsError} />
    </article>
  );
}
