import type { DoctorLabRequestCard, DoctorLabRequestStatus, LabReportFile } from '@aafiya/api-client';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs';
import { cn } from '../../../lib/cn';
import { LabResultsDialog } from '../../hospital/lab-reports/lab-results-dialog';
import { LabRequestTab, type LabRequestTabState } from './lab-request-tab';

export type { LabRequestTabState } from './lab-request-tab';

export interface DoctorLabResultsProps {
  /** The tab shown: `pending` (Pending Request) or `completed` (Test Results). */
  tab: DoctorLabRequestStatus;
  onTabChange: (tab: DoctorLabRequestStatus) => void;
  pending: LabRequestTabState;
  completed: LabRequestTabState;
  /** A tab's pager: its zero-based page. */
  onPageChange: (tab: DoctorLabRequestStatus, page: number) => void;
  onRetry?: (tab: DoctorLabRequestStatus) => void;
  /** A Report link of the results modal: the app downloads the PDF. */
  onDownloadReport: (file: LabReportFile, test: string) => void;
  downloading?: LabReportFile | null;
  /** Why the last report download failed (the server's message). */
  downloadError?: string | null;
  /** The results modal closed (the app forgets a failed download). */
  onCloseResults?: () => void;
  /** Time zone of the cards' dates (the browser's). */
  timeZone: string;
  className?: string;
}

const isStatus = (value: string): value is DoctorLabRequestStatus => value === 'pending' || value === 'completed';

/**
 * The doctor's Lab Results Records (001 §2, /doctors/lab-results): two tabs,
 * "Pending Request" titled "Pending Lab Requests" (empty: "No doctors Found",
 * as the specification writes it) and "Test Results" titled "Lab Test
 * Results" (empty: "No Test Results Found"), each a paged list of cards (date,
 * tests, patient name and image). "View Results" on a completed request opens
 * the results modal the hospital's Laboratory Reports use (Test, Result,
 * Reference Range, Report download or "Not Available").
 */
export function DoctorLabResults({
  tab,
  onTabChange,
  pending,
  completed,
  onPageChange,
  onRetry,
  onDownloadReport,
  downloading,
  downloadError,
  onCloseResults,
  timeZone,
  className,
}: DoctorLabResultsProps) {
  const { t } = useTranslation('doctor');
  const titleId = useId();
  const [open, setOpen] = useState<DoctorLabRequestCard | null>(null);
  const tabs = [
    {
      status: 'pending',
      label: t('labResultsPendingTab'),
      title: t('labResultsPendingTitle'),
      empty: t('labResultsPendingEmpty'),
      state: pending,
    },
    {
      status: 'completed',
      label: t('labResultsCompletedTab'),
      title: t('labResultsCompletedTitle'),
      empty: t('labResultsCompletedEmpty'),
      state: completed,
    },
  ] as const;

  return (
    <section aria-labelledby={titleId} data-slot="doctor-lab-results" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('labResultsTitle')}
      </h1>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isStatus(value)) onTabChange(value);
        }}
      >
        <TabsList>
          {tabs.map((item) => (
            <TabsTrigger key={item.status} value={item.status}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((item) => (
          <TabsContent key={item.status} value={item.status}>
            <LabRequestTab
              {...item.state}
              title={item.title}
              emptyText={item.empty}
              errorText={t('labResultsError')}
              onPageChange={(page) => {
                onPageChange(item.status, page);
              }}
              onRetry={
                onRetry &&
                (() => {
                  onRetry(item.status);
                })
              }
              onViewResults={setOpen}
              timeZone={timeZone}
            />
          </TabsContent>
        ))}
      </Tabs>
      <LabResultsDialog
        request={open}
        onClose={() => {
          setOpen(null);
          onCloseResults?.();
        }}
        onDownloadReport={onDownloadReport}
        downloading={downloading}
        downloadError={downloadError}
        timeZone={timeZone}
      />
    </section>
  );
}
