import type { PatientReport } from '@aafiya/api-client';
import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useDateFormatter } from 'react-aria';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader } from '../../../components/card';
import { formatDisplayDate } from '../../../components/date-fields/date-value';
import { Link } from '../../../components/link';
import { Spinner } from '../../../components/spinner';
import { UserText } from '../../../components/user-text';
import { cn } from '../../../lib/cn';
import { AuthMessage } from '../login/auth-card';
import { DiagnosisFacts, Facts, ReportSection, VitalsFacts } from './report-sections';

export type PatientReportState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed' }
  | { status: 'ready'; report: PatientReport };

export interface PatientReportViewProps {
  state: PatientReportState;
  /** Download Now: saves DoctorReport.pdf (A4). Absent while there is no doctor report to print. */
  onDownload?: () => void;
  downloading?: boolean;
  /** Shown under the button when the download failed. */
  downloadError?: string;
  onRetry?: () => void;
  /** The appointment's time in this zone. Default: the browser's. */
  timeZone?: string;
  className?: string;
}

/**
 * /patient-report/{appointmentId} (002 "Patient report page"): patient
 * details (hospital, name, birthday, description, from), the nurse reports
 * and the doctor reports, with Download Now. The page has no role check, as
 * the specification says; the data does: only a signed-in patient of the
 * appointment or staff of its hospital read it (contract getDoctorReportPdfData),
 * so a visitor who is not signed in is asked to log in.
 */
export function PatientReportView({
  state,
  onDownload,
  downloading = false,
  downloadError,
  onRetry,
  timeZone,
  className,
}: PatientReportViewProps) {
  const { t } = useTranslation('papers');
  const titleId = useId();
  const when = useDateFormatter({
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  });
  return (
    <Card data-slot="patient-report" aria-labelledby={titleId} className={cn('mx-auto w-full max-w-3xl', className)}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <h1 id={titleId} className="text-2xl leading-tight font-semibold">
          {t('reportTitle')}
        </h1>
        {state.status === 'ready' && onDownload && (
          <Button onClick={onDownload} disabled={downloading} aria-busy={downloading || undefined}>
            <Download aria-hidden="true" />
            {t('downloadNow')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {downloadError && <AuthMessage tone="error">{downloadError}</AuthMessage>}
        {state.status === 'signed-out' && (
          <>
            <AuthMessage tone="info">{t('signInToSee')}</AuthMessage>
            <Link href="/login" className="self-start">
              {t('logIn')}
            </Link>
          </>
        )}
        {state.status === 'loading' && (
          <div className="flex items-center gap-3 py-2 text-sm text-foreground">
            <Spinner label={t('loadingReport')} />
            <span aria-hidden="true">{t('loadingReport')}</span>
          </div>
        )}
        {state.status === 'not-found' && <AuthMessage tone="error">{t('reportNotFound')}</AuthMessage>}
        {state.status === 'failed' && (
          <>
            <AuthMessage tone="error">{t('reportFailed')}</AuthMessage>
            {onRetry && (
              <Button variant="secondary" className="self-start" onClick={onRetry}>
                {t('tryAgain')}
              </Button>
            )}
          </>
        )}
        {state.status === 'ready' && (
          <>
            <ReportSection title={t('patientDetails')} empty="">
              {[
                <Facts
                  key="details"
                  rows={[
                    [t('hospitalName'), <UserText key="hospital">{state.report.hospital}</UserText>],
                    [t('patientName'), <UserText key="patient">{state.report.patientName}</UserText>],
                    ...(state.report.birthday
                      ? [[t('birthday'), formatDisplayDate(state.report.birthday)] as [string, string]]
                      : []),
                    [t('from'), when.format(new Date(state.report.from))],
                    ...(state.report.description
                      ? [
                          [t('description'), <UserText key="description">{state.report.description}</UserText>] as [
                            string,
                            ReactNode,
                          ],
                        ]
                      : []),
                  ]}
                />,
              ]}
            </ReportSection>
            <ReportSection title={t('nurseReports')} empty={t('noNurseReports')}>
              {state.report.nurseReports.map((report) => (
                <VitalsFacts key={report.id} report={report} />
              ))}
            </ReportSection>
            <ReportSection title={t('doctorReports')} empty={t('noDoctorReports')}>
              {state.report.doctorReports.map((report) => (
                <DiagnosisFacts key={report.id} report={report} />
              ))}
            </ReportSection>
          </>
        )}
      </CardContent>
    </Card>
  );
}
