import type { LabReportFile, LaboratoryLabRequest } from '@aafiya/api-client';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { type LabRequestPageState, PagedLabRequests } from '../../shared/lab-results/paged-lab-requests';
import { LabRecordCard } from './lab-record-card';

export interface LabResultRecordsProps extends LabRequestPageState<LaboratoryLabRequest> {
  onPageChange: (page: number) => void;
  onRetry?: (() => void) | undefined;
  /** A test's Report link: the app downloads the PDF. */
  onDownloadReport: (file: LabReportFile, test: string) => void;
  /** The report being downloaded (its link waits meanwhile). */
  downloading?: LabReportFile | null | undefined;
  /** Time zone of the dates (the browser's). */
  timeZone: string;
  className?: string;
}

/**
 * The laboratory's result records (001 §2, /laboratory/lab-result-records):
 * its completed requests, newest first, paged from page 0, each with its tests'
 * results, ranges and reports; "No Test Results Found" when there are none.
 */
export function LabResultRecords({
  onDownloadReport,
  downloading,
  timeZone,
  className,
  ...list
}: LabResultRecordsProps) {
  const { t } = useTranslation('laboratory');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-slot="lab-result-records" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('recordsTitle')}
      </h1>
      <PagedLabRequests
        {...list}
        labelledBy={titleId}
        emptyText={t('noResults')}
        errorText={t('loadFailed')}
        columns={2}
        renderRequest={(request) => (
          <LabRecordCard
            request={request}
            onDownloadReport={onDownloadReport}
            downloading={downloading}
            timeZone={timeZone}
          />
        )}
      />
    </section>
  );
}
