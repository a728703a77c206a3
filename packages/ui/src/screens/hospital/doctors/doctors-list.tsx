import type { DoctorProfile } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { StaffDirectory, type StaffListProps } from '../staff/staff-directory';

export interface DoctorsListViewProps extends StaffListProps {
  doctors: readonly DoctorProfile[];
}

/**
 * The hospital's doctors (000 §2.5): paged cards with specialities, mail and
 * phone links, ADD DOCTOR, per-card Delete behind the confirmation; a card
 * opens the doctor detail. Empty: "No doctors Found".
 */
export function DoctorsListView({ doctors, ...props }: DoctorsListViewProps) {
  const { t } = useTranslation('staff');
  return (
    <StaffDirectory
      {...props}
      items={doctors}
      subtitleOf={(doctor) => doctor.specialities.map((speciality) => speciality.name).join(t('listSeparator'))}
      texts={{
        title: t('doctorsTitle'),
        add: t('addDoctor'),
        empty: t('noDoctors'),
        emptySearch: t('noDoctorsSearch'),
        error: t('doctorsFailed'),
      }}
    />
  );
}
