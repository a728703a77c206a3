import type { PatientDoctor } from '@aafiya/api-client';
import { Stethoscope } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { EmptyState } from '../../../components/empty-state';
import { UserText } from '../../../components/user-text';

export interface PatientDoctorsProps {
  doctors: readonly PatientDoctor[];
}

/** The patient's doctors: photo, first and last name (001 "Patient profile"). */
export function PatientDoctors({ doctors }: PatientDoctorsProps) {
  const { t } = useTranslation('hospital');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold text-foreground">
        {t('patientDoctors')}
      </h2>
      {doctors.length === 0 ? (
        <EmptyState title={t('noPatientDoctors')} icon={<Stethoscope />} />
      ) : (
        <ul aria-labelledby={titleId} className="flex flex-wrap gap-3">
          {doctors.map((doctor) => (
            <li
              key={doctor.id}
              className="flex items-center gap-3 rounded-lg border border-border bg-surface py-2 ps-2 pe-4 shadow-xs"
            >
              <span aria-hidden="true" className="contents">
                <Avatar src={doctor.image} alt="" name={doctor.name} fallback="initials" />
              </span>
              <UserText className="font-medium text-foreground">{doctor.name}</UserText>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
