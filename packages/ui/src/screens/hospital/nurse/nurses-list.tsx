import type { NurseProfile } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { StaffDirectory, type StaffListProps } from '../staff/staff-directory';

export interface NursesListViewProps extends StaffListProps {
  nurses: readonly NurseProfile[];
}

/**
 * The hospital's nurses and technicians (000 §2.5): paged cards with type and
 * speciality, mail and phone links, + ADD NURSE/TECHNICIAN, per-card Delete
 * behind the confirmation; a card opens the nurse detail. Empty: "No nurse found".
 */
export function NursesListView({ nurses, ...props }: NursesListViewProps) {
  const { t } = useTranslation('staff');
  return (
    <StaffDirectory
      {...props}
      items={nurses}
      subtitleOf={(nurse) =>
        [nurse.type === 'Nurse' ? t('typeNurse') : t('typeTechnician'), nurse.speciality].filter(Boolean).join(' · ')
      }
      texts={{
        title: t('nursesTitle'),
        add: t('addNurse'),
        empty: t('noNurses'),
        emptySearch: t('noNursesSearch'),
        error: t('nursesFailed'),
      }}
    />
  );
}
