import { type LabReportFile, useDownloadLabReport } from '@aafiya/api-client';
import { toast } from '../../../components/toaster';

/**
 * A lab report's download as the lab request screens offer it (the hospital's Laboratory Reports, the doctor's Lab
 * Results Records, the laboratory's records): the PDF fetched with the user's token goes to `onReportDownloaded` as
 * "{test} report.pdf"; a failure toasts the server's message. Spread the result into the view's props.
 */
export function useLabReportDownload(onReportDownloaded: (blob: Blob, filename: string) => void) {
  const download = useDownloadLabReport();
  return {
    onDownloadReport: (file: LabReportFile, test: string) => {
      download.mutate(file, {
        onSuccess: (blob) => {
          onReportDownloaded(blob, `${test} report.pdf`);
        },
        onError: (error) => {
          toast.error(error.message);
        },
      });
    },
    downloading: download.isPending ? download.variables : null,
    downloadError: download.isError ? download.error.message : null,
    onCloseResults: download.reset,
  };
}
