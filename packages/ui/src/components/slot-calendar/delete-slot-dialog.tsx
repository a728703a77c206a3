import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n';
import { Button } from '../button';
import { contentClass, descriptionClass, footerClass, overlayClass, titleClass } from './dialog-styles';

export interface DeleteSlotDialogProps {
  /** Where focus goes when the dialog closes (there is no trigger element to return to). */
  onCloseAutoFocus: (event: Event) => void;
  open: boolean;
  /** What is deleted, e.g. "Monday, 23 November 2026, 10:00 – 10:30 AM". */
  description: string;
  onOpenChange: (open: boolean) => void;
  /** May return a promise: the dialog waits for it and closes when it resolves. */
  onConfirm: () => unknown;
}

/** The spec's confirmation "Delete Slot?" with NO and Delete. */
export function DeleteSlotDialog({
  open,
  description,
  onOpenChange,
  onConfirm,
  onCloseAutoFocus,
}: DeleteSlotDialogProps) {
  const { t } = useTranslation('calendar');
  const { direction } = useLocale();
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The screen reports the failure ("Failed to delete slot"); the dialog stays for another try.
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content
          dir={direction}
          onCloseAutoFocus={onCloseAutoFocus}
          className={contentClass}
          data-slot="delete-slot-dialog"
        >
          <AlertDialog.Title className={titleClass}>{t('deleteTitle')}</AlertDialog.Title>
          <AlertDialog.Description className={descriptionClass}>{description}</AlertDialog.Description>
          <div className={footerClass}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {t('deleteNo')}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => {
                void confirm();
              }}
            >
              {t('deleteConfirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
