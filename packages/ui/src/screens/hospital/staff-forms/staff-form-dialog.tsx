import { LoaderCircle } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/dialog';

/** How a screen opens a staff modal: controlled (`open` + `onOpenChange`) or by its own `trigger`. */
export interface StaffDialogControl {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the modal, e.g. the detail page's EDIT button. */
  trigger?: ReactNode;
}

/** What every staff form takes: the server's refusal and the pending state come from the screen. */
export interface StaffFormState {
  /** `add` (empty form) or `edit` (the record's values; the email is read-only). */
  mode: 'add' | 'edit';
  /** While the call runs: the submit button says so and ignores clicks. */
  pending?: boolean;
  /** The server's message after a failed save; the modal stays open and shows it. */
  error?: string;
}

export interface StaffFormDialogProps extends StaffDialogControl {
  title: string;
  size?: 'md' | 'lg';
  /** The form. It lives inside the modal's content, so closing the modal resets it. */
  children: ReactNode;
}

/** The modal around a staff form: title, the required-fields hint, the form. */
export function StaffFormDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  size = 'md',
  children,
}: StaffFormDialogProps) {
  const { t } = useTranslation('staff');
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger !== undefined && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent size={size} data-slot="staff-form-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('formHint')}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The modal of a form component: `useTitle(mode, props)` names it ("Add Offer" /
 * "Update Offer"), the form goes inside, so closing the modal resets it. The
 * form receives every prop (it ignores the modal's own).
 */
export function staffFormDialog<P extends StaffFormState>(
  FormComponent: ComponentType<P>,
  useTitle: (mode: StaffFormState['mode'], props: P) => string,
  size: StaffFormDialogProps['size'] = 'lg',
) {
  function FormDialog(props: P & StaffDialogControl) {
    const { open, defaultOpen, onOpenChange, trigger, mode } = props;
    return (
      <StaffFormDialog
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        trigger={trigger}
        size={size}
        title={useTitle(mode, props)}
      >
        <FormComponent {...props} />
      </StaffFormDialog>
    );
  }
  FormDialog.displayName = `${FormComponent.displayName ?? FormComponent.name}Dialog`;
  return FormDialog;
}

/** Cancel and the submit button of a staff form ("Add" / "Update", or `submitLabel`). */
export function StaffFormActions({
  mode,
  pending = false,
  submitLabel,
}: Pick<StaffFormState, 'mode' | 'pending'> & { submitLabel?: string }) {
  const { t } = useTranslation('staff');
  return (
    <DialogFooter className="pt-2">
      <DialogClose asChild>
        <Button variant="secondary">{t('cancel')}</Button>
      </DialogClose>
      <Button
        type="submit"
        aria-disabled={pending || undefined}
        className="aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {pending ? t('saving') : (submitLabel ?? (mode === 'add' ? t('add') : t('save')))}
      </Button>
    </DialogFooter>
  );
}
