import { FileClock, FlaskConical, FlaskRound, QrCode, ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import type diagnosisEn from '../../../i18n/messages/diagnosis.en';

/** The screen's modals (001 §2 "Diagnosis screen"); the connected screen opens one at a time. */
export type DiagnosisDialog =
  'previousPrescriptions' | 'previousLabResults' | 'sickLeave' | 'labRequest' | 'qrPrescription';

/** Who looks at the screen: the doctor writes the Doctor Diagnosis, the nurse the Nurse Diagnosis (001 §6). */
export type DiagnosisViewer = 'doctor' | 'nurse';

interface ActionButton {
  dialog: DiagnosisDialog;
  label: keyof typeof diagnosisEn;
  icon: ReactNode;
  /** Only the doctor writes sick leaves, lab requests and QR prescriptions (001 §6). */
  doctorOnly: boolean;
}

// "QR Prescription" opens the QR prescription modal, which 001 calls "(Start
// Treatment)": that name is the appointments table's button to this screen, so
// the button here is named for what it opens.
const actions: readonly ActionButton[] = [
  { dialog: 'previousPrescriptions', label: 'previousPrescriptions', icon: <FileClock />, doctorOnly: false },
  { dialog: 'previousLabResults', label: 'previousLabResults', icon: <FlaskRound />, doctorOnly: false },
  { dialog: 'sickLeave', label: 'approveSickLeave', icon: <ScrollText />, doctorOnly: true },
  { dialog: 'labRequest', label: 'requestLaboratory', icon: <FlaskConical />, doctorOnly: true },
  { dialog: 'qrPrescription', label: 'qrPrescription', icon: <QrCode />, doctorOnly: true },
];

export interface DiagnosisActionsProps {
  viewer: DiagnosisViewer;
  onOpenDialog: (dialog: DiagnosisDialog) => void;
  /** While the screen loads: the buttons keep their place but do nothing yet. */
  disabled?: boolean;
}

/**
 * The buttons opening the screen's modals: Previous Prescriptions and
 * Previous Lab Results for both viewers; Approve Sick Leave, Request for
 * Laboratory and QR Prescription for the doctor only.
 */
export function DiagnosisActions({ viewer, onOpenDialog, disabled }: DiagnosisActionsProps) {
  const { t } = useTranslation('diagnosis');
  return (
    <div role="group" aria-label={t('papers')} data-slot="diagnosis-actions" className="flex flex-wrap gap-2">
      {actions
        .filter((action) => viewer === 'doctor' || !action.doctorOnly)
        .map((action) => (
          <Button
            key={action.dialog}
            variant="secondary"
            disabled={disabled}
            onClick={() => {
              onOpenDialog(action.dialog);
            }}
          >
            <span aria-hidden="true" className="contents">
              {action.icon}
            </span>
            {t(action.label)}
          </Button>
        ))}
    </div>
  );
}
