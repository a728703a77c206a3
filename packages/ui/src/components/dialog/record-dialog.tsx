import type { ReactNode } from 'react';
import { Dialog, DialogContent, type DialogContentProps } from './dialog';

export type RecordDialogProps<T> = Omit<DialogContentProps, 'children'> & {
  /** The record shown; null keeps the dialog closed. */
  record: T | null;
  /** Escape, the × button or a click outside asked to close: set the record back to null. */
  onClose: () => void;
  /** The window's content for the record (header, details). */
  children: (record: T) => ReactNode;
};

/**
 * A modal showing one record (Service Details, a lab request's results),
 * opened from a table cell or a link rather than a DialogTrigger: it is open
 * while `record` is set, and when it closes focus goes back to whatever had
 * it when it opened (as for every `DialogContent`).
 */
export function RecordDialog<T>({ record, onClose, children, ...content }: RecordDialogProps<T>) {
  return (
    <Dialog
      open={record !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {record !== null && <DialogContent {...content}>{children(record)}</DialogContent>}
    </Dialog>
  );
}
