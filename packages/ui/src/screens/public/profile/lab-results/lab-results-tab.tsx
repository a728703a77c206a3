import type { LabReportFile, LabReportRow } from '@aafiya/api-client';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { Card } from '../../../../components/card';
import { formatDisplayDate } from '../../../../components/date-fields';
import { EmptyState } from '../../../../components/empty-state';
import { dayKeyOf } from '../../../../components/slot-calendar/zoned-time';
import { UserText, UserTextIn } from '../../../../components/user-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { LabResultsDialog } from '../../../hospital/lab-reports/lab-results-dialog';
import { DetailFailed, DetailLoading } from '../../hospital-detail/detail-states';
import type { DashboardTabStatus } from '../tab-status';

export interface LabResultsTabViewProps {
  status: DashboardTabStatus;
  /** The patient's lab requests, newest first. */
  requests: readonly LabReportRow[];
  /** Time zone of the dates (the browser's). */
  timeZone: string;
  /** A test's report link in the results modal: the app downloads the PDF. */
  onDownloadReport: (file: LabReportFile, test: string) => void;
  /** The report being downloaded (its link waits meanwhile). */
  downloading?: LabReportFile | null;
  /** Why the last report download failed (shown in the modal too). */
  downloadError?: string | null;
  /** The results modal closed (the connected tab forgets a failed download). */
  onCloseResults?: () => void;
  onRetry?: () => void;
}

/**
 * The Lab Results tab (002 "Patient dashboard": "a 'pending' status shows a disabled 'pending' button; any other
 * status offers 'view_result'"): each request's date, doctor and tests; View result opens the shared results
 * modal (Test, Result, Reference Range and the report downloads, 000 §2.5). Empty and failure texts are ours.
 */
export function LabResultsTabView({
  status,
  requests,
  timeZone,
  onDownloadReport,
  downloading,
  downloadError,
  onCloseResults,
  onRetry,
}: LabResultsTabViewProps) {
  const { t } = useTranslation('patientDashboard');
  const [shown, setShown] = useState<LabReportRow | null>(null);
  if (status === 'loading') return <DetailLoading label={t('labResultsLoading')} />;
  if (status === 'error') return <DetailFailed message={t('labResultsFailed')} onRetry={onRetry} />;
  if (requests.length === 0) return <EmptyState icon={<FlaskConical />} title={t('noLabResults')} />;
  return (
    <>
      <ul data-slot="lab-results-list" className="flex flex-col gap-3">
        {requests.map((request) => {
          const date = request.date ? formatDisplayDate(dayKeyOf(request.date, timeZone)) : '';
          const pending = request.status === 'pending';
          return (
            <li key={request.id}>
              <Card className="flex-row flex-wrap items-center gap-3 px-4 py-4">
                <div className="flex min-w-0 flex-[1_1_14rem] flex-col gap-0.5 text-sm">
                  <p className="text-base font-semibold tabular-nums">{t('labRequestOf', { date })}</p>
                  {request.doctor && (
                    <p className="[overflow-wrap:anywhere]">
                      <UserTextIn text={(name) => t('byDoctor', { name })} value={request.doctor} />
                    </p>
                  )}
                  <p className="text-foreground-muted [overflow-wrap:anywhere]">
                    <UserText>{request.tests.join(', ')}</UserText>
                  </p>
                </div>
                {pending ? (
                  <Button variant="secondary" size="sm" disabled>
                    {t('pending')}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    aria-label={t('viewResultOf', { date })}
                    onClick={() => {
                      setShown(request);
                    }}
                  >
                    {t('viewResult')}
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      <LabResultsDialog
        request={shown}
        onClose={() => {
          setShown(null);
          onCloseResults?.();
        }}
        onDownloadReport={onDownloadReport}
        downloading={downloading}
        downloadError={downloadError}
        timeZone={timeZone}
      />
    </>
  );
}
