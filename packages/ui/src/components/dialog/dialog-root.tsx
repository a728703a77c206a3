import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState, type ComponentProps } from 'react';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { createDirtyForms, DirtyFormsContext } from './dirty-forms';

export type DialogProps = ComponentProps<typeof DialogPrimitive.Root> & {
  /**
   * The content has changes not saved yet. A `Form` inside reports its own
   * (react-hook-form's `isDirty`); pass this for other content.
   */
  dirty?: boolean;
};

/**
 * A modal window (ADD DOCTOR, EDIT, Service Details, ...), open while `open`
 * (or, uncontrolled, from its `DialogTrigger`). Escape, the × button, a
 * `DialogClose` (Cancel) and a click outside close it, except while it holds
 * unsaved changes: then "Discard changes?" asks first, and only Discard closes
 * it. A screen closing it itself (`open` false after a save) is not asked.
 */
export function Dialog({ open: openProp, defaultOpen = false, onOpenChange, dirty = false, ...props }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [asking, setAsking] = useState(false);
  const [forms] = useState(createDirtyForms);
  const open = openProp ?? ownOpen;
  // Closed by the screen while asking: the question goes with it, and is not there when it opens again.
  if (!open && asking) setAsking(false);
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <DirtyFormsContext.Provider value={forms}>
      <DialogPrimitive.Root
        data-slot="dialog"
        open={open}
        onOpenChange={(next) => {
          if (!next && (dirty || forms.any())) setAsking(true);
          else setOpen(next);
        }}
        {...props}
      />
      <DiscardChangesDialog
        open={asking}
        onOpenChange={setAsking}
        onDiscard={() => {
          setOpen(false);
        }}
      />
    </DirtyFormsContext.Provider>
  );
}
