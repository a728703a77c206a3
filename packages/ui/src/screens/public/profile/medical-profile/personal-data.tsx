import { catalogueName, type MedicalProfile } from '@aafiya/api-client';
import { useId } from 'react';
import { Avatar } from '../../../../components/avatar';
import { formatDisplayDate } from '../../../../components/date-fields';
import { UserText } from '../../../../components/user-text';
import { useLocale } from '../../../../i18n/locale-context';
import { useTranslation } from '../../../../i18n/use-translation';
import { DetailRows } from './detail-rows';

export interface PersonalDataProps {
  profile: MedicalProfile;
}

/**
 * The patient's personal data (002 §3 "Patient medical profile"): his picture
 * (a generic person when he has none), name, birthday, gender, email, phone,
 * location and insurances (named in the reader's language).
 */
export function PersonalData({ profile }: PersonalDataProps) {
  const { t } = useTranslation('medicalProfile');
  const { locale } = useLocale();
  const titleId = useId();
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const genders = { male: t('male'), female: t('female') } as const;
  const or = (value: string | undefined) => value || t('notRecorded');
  const insurances = profile.insurances.map((insurance) => catalogueName(insurance, locale === 'ar' ? 'ar' : 'en'));
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar size="xl" src={profile.image} alt={t('photoOf', { name })} />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-sm font-medium text-foreground-muted">
            {t('personalData')}
          </h2>
          <p className="text-2xl font-semibold break-words text-foreground">
            <UserText>{name}</UserText>
          </p>
        </div>
      </div>
      <DetailRows
        rows={[
          [t('birthday'), or(formatDisplayDate(profile.birthday))],
          [t('gender'), or(profile.gender && genders[profile.gender])],
          [t('email'), profile.email],
          [t('phone'), or(profile.phone)],
          [t('location'), or(profile.location)],
          [t('insurances'), insurances.length > 0 ? insurances.join(', ') : t('none')],
        ]}
      />
    </section>
  );
}
