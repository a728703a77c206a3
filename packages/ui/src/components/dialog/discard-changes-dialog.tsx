import { useTranslation } from '../../i18n/use-translation';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

export interface DiscardChangesDialogProps {
  open: boolean;
  /** Keep editing or Escape closes the question (false); the dialog under it stays. */
  onOpenChange: (open: boolean) => void;
  /** Discard: close the dialog under it, losing what was typed. */
  onDiscard: () => void;
}

/** "Discard changes?" before a dialog with unsaved changes closes: Keep editing (focused first) or Discard. */
export function DiscardChangesDialog({ open, onOpenChange, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useTranslation('overlays');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('discardTitle')}
      description={t('discardText')}
      cancelLabel={t('keepEditing')}
      confirmLabel={t('discard')}
      onConfirm={onDiscard}
    />
  );
}
