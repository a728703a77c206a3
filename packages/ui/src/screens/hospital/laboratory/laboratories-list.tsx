import type { LaboratoryProfile } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { StaffDirectory, type StaffListProps } from '../staff/staff-directory';

export interface LaboratoriesListViewProps extends StaffListProps {
  laboratories: readonly LaboratoryProfile[];
}

/**
 * The hospital's laboratories (000 §2.5): paged cards with mail and phone
 * links, ADD Laboratory, Delete behind the confirmation; a card opens the lab
 * detail. Empty: "No laboratory found".
 */
export function LaboratoriesListView({ laboratories, ...props }: LaboratoriesListViewProps) {
  const { t } = useTranslation('staff');
  return (
    <StaffDirectory
      {...props}
      items={laboratories}
      texts={{
        title: t('laboratoriesTitle'),
        add: t('addLaboratory'),
        empty: t('noLaboratories'),
        emptySearch: t('noLaboratoriesSearch'),
        error: t('laboratoriesFailed'),
      }}
    />
  );
}
