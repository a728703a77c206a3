import type { ReceptionistProfile } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { StaffDirectory, type StaffListProps } from '../staff/staff-directory';

export interface ReceptionistsListViewProps extends StaffListProps {
  receptionists: readonly ReceptionistProfile[];
}

/**
 * The hospital's receptionists, titled "Receptionists List" (000 §2.5): paged
 * cards, + ADD RECEPTIONIST, Delete behind the confirmation; a card opens
 * /hospital/receptionist-info/{id}. Empty: "No receptionist found".
 */
export function ReceptionistsListView({ receptionists, ...props }: ReceptionistsListViewProps) {
  const { t } = useTranslation('staff');
  return (
    <StaffDirectory
      {...props}
      items={receptionists}
      texts={{
        title: t('receptionistsTitle'),
        add: t('addReceptionist'),
        empty: t('noReceptionists'),
        emptySearch: t('noReceptionistsSearch'),
        error: t('receptionistsFailed'),
      }}
    />
  );
}
