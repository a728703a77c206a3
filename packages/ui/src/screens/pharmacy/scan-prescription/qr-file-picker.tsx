import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FileField } from '../../../components/files';

/** Photos (any image the browser draws) and PDFs. */
const ACCEPT = 'image/*,application/pdf,.pdf';

export interface QrFilePickerProps {
  /** Gets the text of the QR code found in the chosen file. */
  onText: (text: string) => void;
  /** Reads the QR code of a file (null: none found); lib/qr's decodeQrFile in the screen. */
  decodeFile: (file: File) => Promise<string | null>;
}

/**
 * "Photo or PDF of the prescription": the chosen file's QR code is read in the browser (a PDF's first page).
 * "No QR code found in this file" (ours) when it has none.
 */
export function QrFilePicker({ onText, decodeFile }: QrFilePickerProps) {
  const { t } = useTranslation('pharmacy');
  const [problem, setProblem] = useState<'noQrCode' | 'unreadableFile' | null>(null);
  const [reading, setReading] = useState(false);
  const attempt = useRef(0);

  const read = async (file: File | null) => {
    const current = ++attempt.current;
    setProblem(null);
    if (!file) {
      setReading(false);
      return;
    }
    setReading(true);
    let text: string | null;
    try {
      text = await decodeFile(file);
    } catch {
      if (current === attempt.current) {
        setReading(false);
        setProblem('unreadableFile');
      }
      return;
    }
    if (current !== attempt.current) return;
    setReading(false);
    if (text) onText(text);
    else setProblem('noQrCode');
  };

  return (
    <div className="flex flex-col gap-2">
      <FileField
        label={t('fileLabel')}
        description={t('fileHint')}
        accept={ACCEPT}
        error={problem ? t(problem) : undefined}
        onChange={(file) => void read(file)}
      />
      {reading && (
        <p role="status" className="text-sm text-foreground-muted">
          {t('readingFile')}
        </p>
      )}
    </div>
  );
}
