import type { ReceptionistProfile } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { PersonDetail } from '../staff/person-detail';
import type { StaffDirectoryStatus } from '../staff/staff-directory';
import { EditButton } from '../staff-forms/edit-button';

export interface ReceptionistDetailViewProps {
  status: StaffDirectoryStatus;
  /** Present once loaded. */
  receptionist?: ReceptionistProfile;
  /** Opens the EDIT modal; no EDIT button without it. */
  onEdit?: () => void;
  /** Loads again after a failure. */
  onRetry?: () => void;
}

/** /hospital/receptionist-info/{id} (000 §2.5): the receptionist's photo, name, email and mobile, and EDIT. */
export function ReceptionistDetailView({ status, receptionist, onEdit, onRetry }: ReceptionistDetailViewProps) {
  const { t } = useTranslation('staff');
  return (
    <PersonDetail
      slot="receptionist-detail"
      status={status}
      person={receptionist}
      label={t('receptionistDetail')}
      failedText={t('receptionistFailed')}
      onRetry={onRetry}
      actions={onEdit && <EditButton onClick={onEdit} />}
    />
  );
}
