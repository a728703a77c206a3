import { useDeleteLaboratory, useLaboratory } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { deleteWithToast } from '../staff/use-staff-list';
import { EditButton } from '../staff-forms/edit-button';
import { EditLaboratoryDialog } from '../staff-forms/person-form-dialog.connected';
import { LaboratoryDetailView } from './laboratory-detail';

export interface LaboratoryDetailScreenProps {
  /** The laboratory's id, from /hospital/lab-info/{id}. */
  id: string;
  /** After "Laboratory deleted successfully": the app goes back to /hospital/laboratory. */
  onDeleted?: () => void;
  /** No EDIT and no Delete (read-only viewers). */
  readOnly?: boolean;
}

/**
 * The laboratory detail on the API: `GET /labortories/{id}`, the EDIT modal
 * (`PUT`, email read-only; on success "Successfully updated" and the page is
 * read again) and Delete (`DELETE`, then "Laboratory deleted successfully" and
 * `onDeleted`; a refusal shows the server's message and keeps the confirmation open).
 */
export function LaboratoryDetailScreen({ id, onDeleted, readOnly = false }: LaboratoryDetailScreenProps) {
  const { t } = useTranslation('staff');
  const query = useLaboratory(id);
  const remove = useDeleteLaboratory();
  const laboratory = query.data;
  const deleteLaboratory = deleteWithToast(remove.mutateAsync, t('laboratoryDeleted'));
  return (
    <LaboratoryDetailView
      // The last data stays shown while it is read again (after EDIT, or the 404 right after Delete).
      status={laboratory ? 'ready' : query.isError ? 'error' : 'loading'}
      laboratory={laboratory}
      onRetry={() => {
        void query.refetch();
      }}
      edit={
        laboratory && !readOnly ? <EditLaboratoryDialog laboratory={laboratory} trigger={<EditButton />} /> : undefined
      }
      onDelete={
        readOnly
          ? undefined
          : async () => {
              await deleteLaboratory(id);
              onDeleted?.();
            }
      }
    />
  );
}
