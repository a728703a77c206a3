import type { Measurement, PatientProfileView } from '@aafiya/api-client';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDisplayDate } from '../../../components/date-fields';
import { UserText } from '../../../components/user-text';
import { useGenderLabel } from '../patient/use-gender-label';

export interface PatientDetailsProps {
  profile: PatientProfileView;
}

/** Birthday, gender, blood type, allergies, diseases, height (cm), weight (kg) and patient ID (001 "Patient profile"). */
export function PatientDetails({ profile }: PatientDetailsProps) {
  const { t } = useTranslation('hospital');
  const titleId = useId();
  const gender = useGenderLabel(profile.gender);
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : t('none'));
  const measure = (value: Measurement) =>
    value.value === null ? t('notRecorded') : t('valueWithUnit', { value: value.value, unit: value.unit });
  const rows: ReadonlyArray<readonly [string, string]> = [
    [t('birthday'), formatDisplayDate(profile.birthday) || t('notRecorded')],
    [t('gender'), gender ?? t('notRecorded')],
    [t('bloodType'), profile.bloodType ?? t('notRecorded')],
    [t('allergies'), list(profile.allergies)],
    [t('diseases'), list(profile.diseases)],
    [t('height'), measure(profile.height)],
    [t('weight'), measure(profile.weight)],
    [t('patientId'), profile.id],
  ];
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-surface p-5 shadow-xs">
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-foreground">
        {t('personalDetails')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 @xl:grid-cols-2 @4xl:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-sm text-foreground-muted">{label}</dt>
            <dd className="break-words font-medium text-foreground">
              <UserText>{value}</UserText>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
