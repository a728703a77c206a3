import { useTranslation } from '../../i18n/use-translation';
import { ConfirmDialog } from '../confirm-dialog';

export interface DeleteSlotDialogProps {
  /** Where focus goes when the dialog closes (there is no trigger element to return to). */
  onCloseAutoFocus: (event: Event) => void;
  open: boolean;
  /** What is deleted, e.g. "Monday, 23 November 2026, 10:00 – 10:30 AM". */
  description: string;
  onOpenChange: (open: boolean) => void;
  /** May return a promise: the dialog waits for it, closes when it resolves and stays when it rejects. */
  onConfirm: () => unknown;
}

/** The spec's confirmation "Delete Slot?" with NO and Delete (the package's ConfirmDialog). */
export function DeleteSlotDialog({
  open,
  description,
  onOpenChange,
  onConfirm,
  onCloseAutoFocus,
}: DeleteSlotDialogProps) {
  const { t } = useTranslation('calendar');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('deleteTitle')}
      description={description}
      cancelLabel={t('deleteNo')}
      confirmLabel={t('deleteConfirm')}
      onConfirm={async () => {
        // The screen reports a failure ("Failed to delete slot"); a rejection keeps the dialog for another try.
        await onConfirm();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
