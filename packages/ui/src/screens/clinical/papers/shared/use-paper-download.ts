import type { PaperLanguage } from '@aafiya/api-client';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/use-translation';
import { toast } from '../../../../components/toaster';
import { useLocale } from '../../../../i18n';
import { saveFile } from '../../../hospital/lab-reports/save-file';
import { failureText } from './failure-text';

/** Where a downloaded PDF goes: saved as a file by default (stories and tests pass their own). */
export type PaperSaver = (blob: Blob, filename: string) => void;

type PdfDownload = UseMutationResult<Blob, Error, { id: string; lang: PaperLanguage }>;

/**
 * A paper's PDF download in the reader's language (`?lang=` the current
 * locale), saved under `filename`; a failure shows the server's message (or
 * "Problem while downloading the document") as a toast and in the modal.
 */
export function usePaperDownload(mutation: PdfDownload, filename: string, onDownloaded: PaperSaver = saveFile) {
  const { locale } = useLocale();
  const { t } = useTranslation('clinicalPapers');
  const errorText = mutation.isError ? failureText(mutation.error, t('downloadFailed')) : null;
  return {
    downloading: mutation.isPending,
    downloadError: errorText,
    download: (id: string) => {
      mutation.mutate(
        { id, lang: locale },
        {
          onSuccess: (blob) => {
            onDownloaded(blob, filename);
          },
          onError: (error) => {
            toast.error(failureText(error, t('downloadFailed')));
          },
        },
      );
    },
    reset: mutation.reset,
  };
}
