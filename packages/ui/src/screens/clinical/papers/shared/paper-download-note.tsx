import { CircleCheck, Download, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../components/button';
import { StaffAlert } from '../../../hospital/staff/staff-alert';

export interface PaperDownloadNoteProps {
  /** What was just saved ("Sick Leave Approved", "Prescription sent"); announced, then shown in bold. */
  announcement?: string;
  /** What the paper says in short (its days, its dosage). */
  summary: ReactNode;
  /** The download button's text, e.g. "Download Sick Leave (PDF)". */
  downloadLabel: string;
  onDownload: () => void;
  /** While the PDF downloads: the button says so and ignores presses (it keeps its focus). */
  downloading?: boolean;
  /** Why the last download failed; shown under the note as well as in the app's toast. */
  downloadError?: string | null;
}

/**
 * A saved paper in a modal: the status line (announced to screen readers, as
 * the modal hides the page's toasts from them) and the PDF download. Focus
 * moves to the download button when the paper has just been saved, since the
 * form's submit button that had it may be gone.
 */
export function PaperDownloadNote({
  announcement,
  summary,
  downloadLabel,
  onDownload,
  downloading = false,
  downloadError,
}: PaperDownloadNoteProps) {
  const { t } = useTranslation('clinicalPapers');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (announcement) button.current?.focus();
  }, [announcement]);
  return (
    <div data-slot="paper-download-note" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-success-100 bg-success-50 p-3 text-sm text-foreground">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success-700" />
        <p role="status" className="min-w-0 flex-[1_1_12rem]">
          {announcement && <strong className="block font-semibold text-success-700">{announcement}</strong>}
          {summary}
        </p>
        <Button
          ref={button}
          variant="secondary"
          size="sm"
          aria-disabled={downloading || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          onClick={() => {
            if (!downloading) onDownload();
          }}
        >
          {downloading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
          {downloading ? t('downloading') : downloadLabel}
        </Button>
      </div>
      {downloadError && <StaffAlert>{downloadError}</StaffAlert>}
    </div>
  );
}
