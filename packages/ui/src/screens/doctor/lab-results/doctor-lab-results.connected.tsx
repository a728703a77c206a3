import { type DoctorLabRequestStatus, useApi, useDoctorLabRequests } from '@aafiya/api-client';
import { useState } from 'react';
import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { useLabReportDownload } from '../../shared/lab-results/use-lab-report-download';
import { saveFile } from '../../hospital/lab-reports/save-file';
import { DoctorLabResults, type LabRequestTabState } from './doctor-lab-results';

export interface DoctorLabResultsScreenProps {
  /** Default: the signed-in doctor (the session's referenceId). */
  doctorId?: string;
  /** The tab first shown; default Pending Request. */
  defaultTab?: DoctorLabRequestStatus;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** Where a downloaded report goes (default: saved as a file). */
  onReportDownloaded?: (blob: Blob, filename: string) => void;
  className?: string;
}

/** A tab's query as the view's state; without a doctor id (no session) it is an error. */
function tabState(query: ReturnType<typeof useDoctorLabRequests>, page: number, noDoctor: boolean): LabRequestTabState {
  return {
    requests: query.data?.requests ?? [],
    page: query.data?.page ?? page,
    pageCount: query.data?.pageCount ?? 0,
    loading: query.isPending && query.fetchStatus !== 'idle',
    error: query.isError || noDoctor,
  };
}

/**
 * The doctor's Lab Results Records on the API: each tab a page of
 * `GET /labRequests/{doctorId}?page=&status=pending|completed`, asked when the
 * tab is first shown and kept on its own page; a Report link fetches the PDF
 * with the user's token (`GET /labRequests/report/{id}/{fileId}`) and saves
 * it, a failure shows the server's message.
 */
export function DoctorLabResultsScreen({
  doctorId,
  defaultTab = 'pending',
  timeZone,
  onReportDownloaded = saveFile,
  className,
}: DoctorLabResultsScreenProps) {
  const { session } = useApi();
  const id = doctorId ?? session.getReferenceId() ?? '';
  const [tab, setTab] = useState<DoctorLabRequestStatus>(defaultTab);
  const [pages, setPages] = useState<Record<DoctorLabRequestStatus, number>>({ pending: 0, completed: 0 });
  const pending = useDoctorLabRequests(id, 'pending', pages.pending, { enabled: tab === 'pending' });
  const completed = useDoctorLabRequests(id, 'completed', pages.completed, { enabled: tab === 'completed' });
  const download = useLabReportDownload(onReportDownloaded);
  const queries = { pending, completed };

  return (
    <DoctorLabResults
      className={className}
      tab={tab}
      onTabChange={setTab}
      pending={tabState(pending, pages.pending, id === '')}
      completed={tabState(completed, pages.completed, id === '')}
      onPageChange={(status, page) => {
        setPages((current) => ({ ...current, [status]: page }));
      }}
      onRetry={(status) => {
        void queries[status].refetch();
      }}
      {...download}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}
