// The diagnosis screen's modals (001 §2 "Diagnosis screen", §5, §8): each a
// connected dialog ({ appointmentId, patientId, open, onOpenChange }) and its
// pure view.
export type { PaperDialogControl } from './shared/paper-dialog';
export type { PaperStatus } from './shared/paper-states';
export type { PaperSaver } from './shared/use-paper-download';
export { SickLeaveDialogView, type SickLeaveDialogViewProps } from './sick-leave/sick-leave-dialog';
export { SickLeaveDialog, type SickLeaveDialogProps } from './sick-leave/sick-leave-dialog.connected';
export { LabRequestDialogView, type LabRequestDialogViewProps } from './lab-request/lab-request-dialog';
export { LabRequestDialog, type LabRequestDialogProps } from './lab-request/lab-request-dialog.connected';
export { QrPrescriptionDialogView, type QrPrescriptionDialogViewProps } from './qr-prescription/qr-prescription-dialog';
export {
  QrPrescriptionDialog,
  type QrPrescriptionDialogProps,
} from './qr-prescription/qr-prescription-dialog.connected';
export {
  PreviousPrescriptionsDialogView,
  type PreviousPrescriptionsDialogViewProps,
} from './previous-visits/previous-prescriptions-dialog';
export {
  PreviousLabResultsDialogView,
  type PreviousLabResultsDialogViewProps,
} from './previous-visits/previous-lab-results-dialog';
export {
  PreviousLabResultsDialog,
  type PreviousLabResultsDialogProps,
  PreviousPrescriptionsDialog,
  type PreviousVisitsDialogProps,
} from './previous-visits/previous-visits.connected';
