import { type PharmacyPrescriptionView, useDispensePrescription, useScanPrescription } from '@aafiya/api-client';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { localTimeZone } from '../../../lib/day-key';
import { ScanPrescription, type ScanResult } from './scan-prescription';

export interface ScanPrescriptionScreenProps {
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** Reads a chosen file's QR code (stories may inject one); default: zxing-wasm in the browser. */
  decodeFile?: (file: File) => Promise<string | null>;
  className?: string;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/**
 * Scan QR prescription on the API: `POST /pharmacyPrescriptions/scan { reference }` shows the prescription (the
 * server's message, e.g. "This prescription could not be verified", when it names none);
 * `POST /pharmacyPrescriptions/dispense { reference }` records the dispensing with the toast "Prescription
 * dispensed" (ours). A refusal shows the server's message as a failure toast (000 §toasts; a 409 names when and by
 * which pharmacy it was dispensed) and the prescription is read again, so it shows who dispensed it.
 */
export function ScanPrescriptionScreen({ timeZone, decodeFile, className }: ScanPrescriptionScreenProps) {
  const { t } = useTranslation('pharmacy');
  const scan = useScanPrescription();
  const dispense = useDispensePrescription();
  const [result, setResult] = useState<ScanResult>({ status: 'none' });
  /** Bumped by every scan: an older answer arriving late is ignored. */
  const latest = useRef(0);

  const find = async (reference: string, quiet = false) => {
    const current = ++latest.current;
    if (!quiet) setResult({ status: 'finding' });
    try {
      const prescription = await scan.mutateAsync(reference);
      if (current === latest.current) setResult({ status: 'found', prescription });
    } catch (error) {
      if (current === latest.current && !quiet)
        setResult({ status: 'failed', message: messageOf(error, t('scanFailed')) });
    }
  };

  const dispenseShown = async (prescription: PharmacyPrescriptionView) => {
    const current = latest.current;
    try {
      const dispensed = await dispense.mutateAsync(prescription.reference);
      if (current === latest.current) setResult({ status: 'found', prescription: dispensed });
      toast.success(t('dispensedToast'));
    } catch (error) {
      toast.error(messageOf(error, t('scanFailed')));
      if (current === latest.current) void find(prescription.reference, true);
    }
  };

  return (
    <ScanPrescription
      className={className}
      result={result}
      onReference={(reference) => void find(reference)}
      onDispense={() => {
        if (result.status === 'found') void dispenseShown(result.prescription);
      }}
      dispensing={dispense.isPending}
      timeZone={timeZone ?? localTimeZone()}
      {...(decodeFile ? { decodeFile } : {})}
    />
  );
}
