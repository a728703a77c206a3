import {
  LabRequestDialog,
  PreviousLabResultsDialog,
  PreviousPrescriptionsDialog,
  QrPrescriptionDialog,
  SickLeaveDialog,
} from '../papers';
import type { DiagnosisDialog } from './diagnosis-actions';

export interface DiagnosisDialogsProps {
  /** The one modal open, or null (the screen's single `openDialog` state). */
  openDialog: DiagnosisDialog | null;
  onOpenDialogChange: (dialog: DiagnosisDialog | null) => void;
  appointmentId: string;
  patientId: string;
  /** The appointment's hospital: the lab request offers its laboratories. */
  hospitalId?: string | undefined;
  /** Where dates are shown and "today" is. Default: the browser's time zone. */
  timeZone?: string | undefined;
}

/**
 * The diagnosis screen's modals (connected, from ../papers): Previous
 * Prescriptions, Previous Lab Results, Approve Sick Leave, Request for
 * Laboratory and the QR prescription, each open while `openDialog` names it;
 * closing one sets it back to null. They read their data only while open.
 */
export function DiagnosisDialogs({
  openDialog,
  onOpenDialogChange,
  appointmentId,
  patientId,
  hospitalId,
  timeZone,
}: DiagnosisDialogsProps) {
  const control = (dialog: DiagnosisDialog) => ({
    open: openDialog === dialog,
    onOpenChange: (open: boolean) => {
      onOpenDialogChange(open ? dialog : null);
    },
  });
  const zone = timeZone === undefined ? {} : { timeZone };
  const ids = { appointmentId, patientId };
  return (
    <>
      <PreviousPrescriptionsDialog {...ids} {...zone} {...control('previousPrescriptions')} />
      <PreviousLabResultsDialog {...ids} {...zone} {...control('previousLabResults')} />
      <SickLeaveDialog {...ids} {...zone} {...control('sickLeave')} />
      <LabRequestDialog {...ids} {...zone} {...(hospitalId ? { hospitalId } : {})} {...control('labRequest')} />
      <QrPrescriptionDialog {...ids} {...control('qrPrescription')} />
    </>
  );
}
