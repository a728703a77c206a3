export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
  type DialogContentProps,
  type DialogProps,
} from './dialog';
export { useReportDirty } from './dirty-forms';
export { DiscardChangesDialog, type DiscardChangesDialogProps } from './discard-changes-dialog';
export { RecordDialog, type RecordDialogProps } from './record-dialog';
