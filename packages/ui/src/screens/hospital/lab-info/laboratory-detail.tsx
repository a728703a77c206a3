import type { LaboratoryProfile } from '@aafiya/api-client';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PersonDetail } from '../staff/person-detail';
import type { StaffDirectoryStatus } from '../staff/staff-directory';
import { EditButton } from '../staff-forms/edit-button';

export interface LaboratoryDetailViewProps {
  status: StaffDirectoryStatus;
  /** Present once loaded. */
  laboratory?: LaboratoryProfile | undefined;
  /** Opens the EDIT modal; no EDIT button without it (or without `edit`). */
  onEdit?: () => void;
  /**
   * The EDIT control itself, when the screen brings its own (the connected
   * screen gives the EDIT modal with its trigger). Wins over `onEdit`.
   */
  edit?: ReactNode;
  /**
   * Delete after the confirmation "Are you sure you want to delete this item?".
   * A returned promise keeps the confirmation busy; a rejection keeps it open.
   * No Delete without it.
   */
  onDelete?: () => void | Promise<void>;
  /** Loads again after a failure. */
  onRetry?: () => void;
}

/**
 * /hospital/lab-info/{id} (000 §2.4 names the route; the specification does not
 * describe the page). Our choice: the laboratory's profile as the contract's
 * Laboratory holds it (photo, name, email and mobile as mail and phone links),
 * laid out as the receptionist detail is, with EDIT (the laboratory's edit
 * modal, email read-only) and Delete behind the list's confirmation.
 */
export function LaboratoryDetailView({
  status,
  laboratory,
  onEdit,
  edit,
  onDelete,
  onRetry,
}: LaboratoryDetailViewProps) {
  const { t } = useTranslation('staff');
  const editControl = edit ?? (onEdit && <EditButton onClick={onEdit} />);
  return (
    <PersonDetail
      slot="laboratory-detail"
      status={status}
      person={laboratory}
      label={t('laboratoryDetail')}
      failedText={t('laboratoryFailed')}
      onRetry={onRetry}
      actions={
        (editControl || onDelete) && (
          <>
            {editControl}
            {onDelete && (
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" className="text-danger-700 hover:bg-danger-50">
                    <Trash2 aria-hidden="true" />
                    {t('delete')}
                  </Button>
                }
                onConfirm={onDelete}
              />
            )}
          </>
        )
      }
    />
  );
}
