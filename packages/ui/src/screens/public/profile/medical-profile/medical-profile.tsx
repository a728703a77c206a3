import type { MedicalProfile as MedicalProfileData, MedicalProfileVisit } from '@aafiya/api-client';
import { useCallback, useState } from 'react';
import { useSlotFormatters } from '../../../../components/slot-calendar/slot-formatters';
import { dayKeyOf, localTimeZone } from '../../../../components/slot-calendar/zoned-time';
import { useTranslation } from '../../../../i18n/use-translation';
import { cn } from '../../../../lib/cn';
import { patientVitalsFieldsOf, type PatientVitalsValues } from '../../../nurse/patient-info/vitals.schema';
import { DetailFailed, DetailLoading } from '../../hospital-detail/detail-states';
import { PersonalData } from './personal-data';
import { PreviousVisits } from './previous-visits';
import { VitalsFormDialog } from './vitals-form-dialog';
import { VitalsSummary } from './vitals-summary';

/** The vitals form's modal, run by the screen. */
export interface VitalsFormControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the save runs. */
  pending?: boolean;
  /** The server's message after a refused save (the modal stays open with what was typed). */
  error?: string | undefined;
  onSubmit: (values: PatientVitalsValues) => void;
}

export interface MedicalProfileProps {
  profile?: MedicalProfileData | undefined;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  vitalsForm: VitalsFormControl;
  /** The report page of a previous appointment. Default `/patient-report/{id}`. */
  reportHref?: (appointmentId: string) => string;
  /** Time zone of the appointments; the browser's by default. */
  timeZone?: string | undefined;
  className?: string;
}

const defaultReportHref = (appointmentId: string) => `/patient-report/${appointmentId}`;

/**
 * The patient dashboard's first tab, Medical Profile (002 "Patient dashboard",
 * §3 "Patient medical profile", §5 "Vitals form (patient)"): his personal
 * data, his vitals with "Update Vitals", and his previous appointments with
 * their prescriptions and doctor reports.
 */
export function MedicalProfile({
  profile,
  loading = false,
  error = false,
  onRetry,
  vitalsForm,
  reportHref = defaultReportHref,
  timeZone: timeZoneProp,
  className,
}: MedicalProfileProps) {
  const { t } = useTranslation('medicalProfile');
  const [timeZone] = useState(() => timeZoneProp ?? localTimeZone());
  const formatters = useSlotFormatters(timeZone);
  const whenOf = useCallback(
    (visit: MedicalProfileVisit) =>
      `${formatters.formatDay(dayKeyOf(visit.from, timeZone))}, ${formatters.formatRange(new Date(visit.from), new Date(visit.to))}`,
    [formatters, timeZone],
  );
  if (!profile) {
    if (error) return <DetailFailed message={t('loadFailed')} onRetry={onRetry} />;
    return loading ? <DetailLoading label={t('loading')} /> : null;
  }
  const { open, onOpenChange, ...form } = vitalsForm;
  return (
    <div data-slot="medical-profile" className={cn('@container flex flex-col gap-6', className)}>
      <PersonalData profile={profile} />
      <VitalsSummary
        profile={profile}
        onUpdate={() => {
          onOpenChange(true);
        }}
      />
      <PreviousVisits visits={profile.previousVisits} whenOf={whenOf} reportHref={reportHref} />
      <VitalsFormDialog
        open={open}
        onOpenChange={onOpenChange}
        defaultValues={patientVitalsFieldsOf(profile)}
        {...form}
      />
    </div>
  );
}
