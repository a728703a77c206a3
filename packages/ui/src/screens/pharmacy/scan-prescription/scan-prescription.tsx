import type { PharmacyPrescriptionView } from '@aafiya/api-client';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Spinner } from '../../../components/spinner';
import { cn } from '../../../lib/cn';
import { prescriptionReferenceOf } from '../../../lib/qr/prescription-reference';
import { decodeQrFile } from '../../../lib/qr/qr-decoder';
import { AuthMessage } from '../../public/login/auth-card';
import { PrescriptionDetails } from './prescription-details';
import { QrCameraPanel } from './qr-camera-panel';
import { QrFilePicker } from './qr-file-picker';
import { ReferenceForm } from './reference-form';

/** What the last scan gave: nothing yet, an answer on its way, the prescription, or the server's refusal. */
export type ScanResult =
  | { status: 'none' }
  | { status: 'finding' }
  | { status: 'found'; prescription: PharmacyPrescriptionView }
  | { status: 'failed'; message: string };

export interface ScanPrescriptionProps {
  result: ScanResult;
  /** A reference read from a QR code (camera, photo, PDF) or typed. */
  onReference: (reference: string) => void;
  /** Dispense the prescription shown. */
  onDispense: () => void;
  dispensing?: boolean;
  /** Time zone of the dates (the browser's). */
  timeZone: string;
  /** Reads a chosen file's QR code; default: zxing-wasm in the browser (pdfjs for a PDF). */
  decodeFile?: (file: File) => Promise<string | null>;
  className?: string;
}

/**
 * Scan QR prescription (001 §2 /pharmacy/scan-qr-prescription, made real by #21): the prescription's QR code read
 * with the camera, from a photo or the PDF, or its reference typed; then the prescription as the verification page
 * shows it and whether it has been dispensed, with Dispense while it has not. Another one can be scanned at any
 * time.
 */
export function ScanPrescription({
  result,
  onReference,
  onDispense,
  dispensing = false,
  timeZone,
  decodeFile = decodeQrFile,
  className,
}: ScanPrescriptionProps) {
  const { t } = useTranslation('pharmacy');
  const titleId = useId();
  const cameraId = useId();
  const read = (text: string) => {
    const reference = prescriptionReferenceOf(text);
    if (reference !== '') onReference(reference);
  };
  return (
    <section aria-labelledby={titleId} data-slot="scan-prescription" className={cn('flex flex-col gap-6', className)}>
      <div className="flex flex-col gap-1">
        <h1 id={titleId} className="text-2xl font-semibold text-foreground">
          {t('scanTitle')}
        </h1>
        <p className="text-sm text-foreground-muted">{t('scanIntro')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={cameraId} className="flex flex-col gap-3">
          <h2 id={cameraId} className="text-base font-semibold text-foreground">
            {t('cameraTitle')}
          </h2>
          <QrCameraPanel onText={read} />
        </section>
        <div className="flex flex-col gap-6">
          <QrFilePicker onText={read} decodeFile={decodeFile} />
          <ReferenceForm onReference={onReference} pending={result.status === 'finding'} />
        </div>
      </div>
      <div aria-live="polite" className="flex flex-col gap-4">
        {result.status === 'finding' && (
          <div className="flex items-center gap-3 text-sm text-foreground">
            <Spinner label={t('findingPrescription')} />
            <span aria-hidden="true">{t('findingPrescription')}</span>
          </div>
        )}
        {result.status === 'failed' && <AuthMessage tone="error">{result.message}</AuthMessage>}
        {result.status === 'found' && (
          <PrescriptionDetails
            prescription={result.prescription}
            onDispense={onDispense}
            dispensing={dispensing}
            timeZone={timeZone}
          />
        )}
      </div>
    </section>
  );
}
