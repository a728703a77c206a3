import { LoaderCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { dialogContentVariants } from '../dialog/dialog-variants';
import { useReturnFocus } from '../dialog/return-focus';

export interface ConfirmDialogProps {
  /** Open state, when the screen controls it (e.g. a card menu's Delete item opens it). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered as is, radix `asChild`). */
  trigger?: ReactNode;
  /** The question; defaults to the spec's "Are you sure you want to delete this item?". */
  title?: ReactNode;
  /** Optional detail under the question. */
  description?: ReactNode;
  /** Text of the confirming button; defaults to "Delete". */
  confirmLabel?: ReactNode;
  /** Text of the cancelling button; defaults to "Cancel" (the slot dialog passes "NO"). */
  cancelLabel?: ReactNode;
  /** `danger` for destructive actions (the default), `primary` for others (End Treatment). */
  variant?: 'danger' | 'primary';
  /**
   * Runs when the user confirms. While a returned promise is pending the confirm
   * button shows a spinner and both buttons are disabled; the dialog closes when it
   * resolves and stays open when it rejects (the screen shows the error toast).
   */
  onConfirm: () => void | Promise<void>;
  /** Runs when the user cancels: the cancel button or Escape. */
  onCancel?: () => void;
  /**
   * Where focus goes when the dialog closes (prevent the event's default and
   * focus an element). Without it focus goes back to the element that opened
   * the dialog, as for every dialog.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** "Are you sure…?" before a delete or another action that cannot be undone. */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = 'danger',
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const { t } = useTranslation(['overlays', 'common']);
  const { locale, direction } = useLocale();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const open = openProp ?? uncontrolledOpen;
  const returnFocus = useReturnFocus({ onCloseAutoFocus });

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the failure (toast); keep the dialog open so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        // Escape or the cancel button: the only ways radix closes an alert dialog by itself.
        if (pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger !== undefined && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay data-slot="confirm-dialog-overlay" className="fixed inset-0 z-50 bg-neutral-900/50" />
        <AlertDialog.Content
          data-slot="confirm-dialog"
          lang={locale}
          dir={direction}
          aria-busy={pending || undefined}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className={cn(dialogContentVariants({ size: 'sm' }))}
          {...(description === undefined && { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className="text-lg font-semibold text-foreground">
            {title ?? t('overlays:confirmDelete')}
          </AlertDialog.Title>
          {description !== undefined && (
            <AlertDialog.Description className="text-sm text-foreground-muted">{description}</AlertDialog.Description>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel ?? t('common:cancel')}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, and the dialog must wait for onConfirm. */}
            <Button
              variant={variant}
              data-slot="confirm-dialog-confirm"
              // aria-disabled rather than disabled: the button keeps focus while onConfirm runs.
              aria-disabled={pending || undefined}
              className={cn(pending && 'cursor-progress opacity-70')}
              onClick={() => {
                if (!pending) void confirm();
              }}
            >
              {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {confirmLabel ?? t('common:delete')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
