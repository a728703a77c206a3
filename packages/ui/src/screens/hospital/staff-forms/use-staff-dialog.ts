import { useState } from 'react';
import { toast } from '../../../components/toaster';
import { serverMessageOf } from '../staff/use-staff-list';
import type { StaffDialogControl } from './staff-form-dialog';

/**
 * The open state of a connected staff modal, controlled by the screen
 * (`open` + `onOpenChange`) or kept here (a `trigger` opens it). `onClose`
 * runs whenever it closes (the mutation's error is cleared for the next time).
 */
export function useStaffDialog(
  { open, defaultOpen = false, onOpenChange, trigger }: StaffDialogControl,
  onClose: () => void,
) {
  const [inner, setInner] = useState(defaultOpen);
  const isOpen = open ?? inner;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInner(next);
    if (!next) onClose();
    onOpenChange?.(next);
  };
  return {
    close: () => {
      setOpen(false);
    },
    /** Spread on the view's dialog. */
    control: { open: isOpen, onOpenChange: setOpen, trigger },
  };
}

/** The callbacks of a save: success toast then close; failure toast (the modal stays open with the message). */
export function saveCallbacks<T>(successText: string, close: () => void, after?: (result: T) => void) {
  return {
    onSuccess: (result: T) => {
      toast.success(successText);
      close();
      after?.(result);
    },
    onError: (error: unknown) => {
      toast.error(serverMessageOf(error));
    },
  };
}
