import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/dialog';

/** How the diagnosis screen opens a paper's modal: always controlled. */
export interface PaperDialogControl {
  open: boolean;
  /** Escape, the × button, Cancel or a click outside asked to close (after "Discard changes?" when a form is dirty). */
  onOpenChange: (open: boolean) => void;
}

export interface PaperDialogProps extends PaperDialogControl {
  title: string;
  description: string;
  size?: 'md' | 'lg' | 'xl';
  /** The modal's body (a form, a record, a list); it unmounts when the modal closes, so a form starts over. */
  children: ReactNode;
  /** `data-slot` of the window, a styling and test hook. */
  slot: string;
}

/**
 * The window of a diagnosis-screen paper (sick leave, lab request, QR
 * prescription, previous visits): the shared Dialog with its title and a
 * line saying what it is for. A form inside reports its unsaved changes, so
 * closing it then asks "Discard changes?" first (#16).
 */
export function PaperDialog({ open, onOpenChange, title, description, size = 'md', slot, children }: PaperDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size={size} data-slot={slot}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
