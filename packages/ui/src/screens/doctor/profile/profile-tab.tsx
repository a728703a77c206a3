import type { DoctorProfile } from '@aafiya/api-client';
import { Building2, Pencil } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import type { FieldOption } from '../../../components/forms';
import { UserText } from '../../../components/user-text';
import { ProfileFacts } from '../../hospital/doctor-info/profile-parts';
import type { DoctorProfileUpdateValues } from './doctor-profile.schema';
import { ProfileUpdateDialog } from './profile-update-dialog';

export interface ProfileTabActions {
  /** The modal's speciality choices, in the reader's language. */
  specialityOptions?: readonly FieldOption[];
  /** The Update modal, controlled by the screen (it closes after a successful save). */
  updateOpen?: boolean;
  onUpdateOpenChange?: (open: boolean) => void;
  /** Without it there is no Update button. */
  onUpdate?: (values: DoctorProfileUpdateValues) => void;
  updating?: boolean;
  /** The server's refusal, shown in the open modal. */
  updateError?: string;
}

export type ProfileTabProps = ProfileTabActions & { doctor: DoctorProfile };

/** "14 years" for a whole number of years; anything else as it is stored. */
function useExperienceText(experience: string): string {
  const { t } = useTranslation('doctor');
  const years = Number(experience);
  return experience.trim() !== '' && Number.isInteger(years)
    ? t('profileExperienceYears', { count: years })
    : experience;
}

/**
 * The Doctor Profile tab (001 §2 "Doctor profile"): photo, name and hospital,
 * then specialities, experience and about, with Update, which opens the
 * modal. A value the record lacks reads "Not given".
 */
export function ProfileTab({
  doctor,
  specialityOptions = [],
  updateOpen,
  onUpdateOpenChange,
  onUpdate,
  updating,
  updateError,
}: ProfileTabProps) {
  const { t } = useTranslation('doctor');
  const headingId = useId();
  const experience = useExperienceText(doctor.experience);
  const specialities = doctor.specialities.map((speciality) => speciality.name).join(t('profileListSeparator'));
  return (
    <div className="flex flex-col gap-6">
      <Card role="region" aria-labelledby={headingId} className="flex-row flex-wrap items-center gap-6 px-6">
        <Avatar src={doctor.image} alt={t('profilePhoto', { name: doctor.name })} size="xl" />
        <div className="flex min-w-0 flex-1 basis-52 flex-col gap-2">
          <h2 id={headingId} className="text-2xl leading-tight font-semibold [overflow-wrap:anywhere]">
            <UserText>{doctor.name}</UserText>
          </h2>
          <p className="flex items-center gap-2 text-sm text-foreground-muted">
            <Building2 aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t('profileHospital')}:</span>
            <UserText>{doctor.hospital?.name || t('profileNotGiven')}</UserText>
          </p>
        </div>
        {onUpdate && (
          <ProfileUpdateDialog
            doctor={doctor}
            specialityOptions={specialityOptions}
            open={updateOpen}
            onOpenChange={onUpdateOpenChange}
            onSubmit={onUpdate}
            pending={updating}
            error={updateError}
            trigger={
              <Button className="self-start">
                <Pencil aria-hidden="true" />
                {t('profileUpdate')}
              </Button>
            }
          />
        )}
      </Card>
      <ProfileFacts
        label={t('profileDetails')}
        facts={[
          { label: t('profileSpecialities'), value: specialities },
          { label: t('profileExperience'), value: experience },
          { label: t('profileAbout'), value: doctor.about },
        ]}
      />
    </div>
  );
}
