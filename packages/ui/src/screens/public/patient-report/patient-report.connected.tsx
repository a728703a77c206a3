import { isApiError, useApi, useDownloadDoctorReport, usePatientReport } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n/locale-context';
import { saveFile } from '../../hospital/lab-reports/save-file';
import { PatientReportView, type PatientReportState } from './patient-report';

export interface PatientReportScreenProps {
  /** The `{appointmentId}` of /patient-report/{appointmentId}. */
  appointmentId: string;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** Where a downloaded PDF goes. Default: saved by the browser as DoctorReport.pdf (stories pass a spy). */
  onSave?: (blob: Blob, filename: string) => void;
}

/**
 * The report of an appointment from `GET /doctorReports/getDoctorReportPDF/{appointmentId}`;
 * Download Now asks the server for the doctor report as an A4 PDF in the
 * reader's language and saves it as DoctorReport.pdf (002). 403 and 404 both
 * read "No report found for this appointment." (nothing tells a stranger which
 * appointments exist).
 */
export function PatientReportScreen({ appointmentId, timeZone, onSave = saveFile }: PatientReportScreenProps) {
  const { t } = useTranslation('papers');
  const { locale } = useLocale();
  const signedIn = Boolean(useApi().session.getToken());
  const report = usePatientReport(appointmentId);
  const download = useDownloadDoctorReport();
  const reportId = report.data?.doctorReports[0]?.id;
  const state: PatientReportState = !signedIn
    ? { status: 'signed-out' }
    : report.data
      ? { status: 'ready', report: report.data }
      : report.isError
        ? isApiError(report.error) && [403, 404].includes(report.error.status)
          ? { status: 'not-found' }
          : { status: 'failed' }
        : { status: 'loading' };
  return (
    <PatientReportView
      state={state}
      {...(timeZone ? { timeZone } : {})}
      onRetry={() => {
        void report.refetch();
      }}
      downloading={download.isPending}
      {...(download.isError ? { downloadError: t('downloadFailed') } : {})}
      {...(reportId
        ? {
            onDownload: () => {
              download.mutate(
                { reportId, lang: locale === 'ar' ? 'ar' : 'en' },
                {
                  onSuccess: (blob) => {
                    onSave(blob, 'DoctorReport.pdf');
                  },
                },
              );
            },
          }
        : {})}
    />
  );
}
