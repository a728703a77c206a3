import {
  type LabResultEntry,
  type LaboratoryLabRequest,
  registrationErrorMessage,
  useApi,
  useLaboratoryLabRequests,
  useSubmitLabResults,
} from '@aafiya/api-client';
import { useState } from 'react';
import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { toast } from '../../../components/toaster';
import { useTranslation } from '../../../i18n/use-translation';
import { LabRequests } from './lab-requests';

export interface LabRequestsScreenProps {
  /** Default: the signed-in laboratory (the session's referenceId). */
  laboratoryId?: string;
  /** Default: the browser's time zone. */
  timeZone?: string;
  className?: string;
}

/**
 * /laboratory on the API: pages of `GET /labRequests/{laboratoryId}?page=&status=pending`;
 * Send posts the results (`POST /labRequests/updateRequest`, multipart, with
 * the upload's percentage), then toasts "Result sent successfully" and the
 * request leaves the list at once (the lists are asked again), or "Problem
 * while sending the result" with the server's message, if any, under it.
 */
export function LabRequestsScreen({ laboratoryId, timeZone, className }: LabRequestsScreenProps) {
  const { t } = useTranslation('laboratory');
  const { session } = useApi();
  const id = laboratoryId ?? session.getReferenceId() ?? '';
  const [page, setPage] = useState(0);
  const query = useLaboratoryLabRequests(id, 'pending', page);
  const submit = useSubmitLabResults();
  const [progress, setProgress] = useState<Readonly<Record<string, number>>>({});
  const [sent, setSent] = useState<ReadonlySet<string>>(() => new Set());
  const data = query.data;

  // The last request of a later page was sent: show the last page there still is (set while rendering).
  if (data && !query.isPlaceholderData && data.requests.length === 0 && page > 0) {
    setPage(Math.max(0, data.pageCount - 1));
  }

  const track = (requestId: string, percent: number | null) => {
    setProgress((current) => {
      const others = Object.fromEntries(Object.entries(current).filter(([key]) => key !== requestId));
      return percent === null ? others : { ...others, [requestId]: percent };
    });
  };

  const send = async (request: LaboratoryLabRequest, entries: LabResultEntry[]): Promise<boolean> => {
    track(request.id, 0);
    try {
      await submit.mutateAsync({
        id: request.id,
        entries,
        onProgress: (percent) => {
          track(request.id, percent);
        },
      });
    } catch (error) {
      const detail = registrationErrorMessage(error, '');
      toast.error(t('sendFailed'), detail ? { description: detail } : undefined);
      return false;
    } finally {
      track(request.id, null);
    }
    toast.success(t('sent'));
    setSent((current) => new Set(current).add(request.id));
    return true;
  };

  return (
    <LabRequests
      className={className}
      requests={(data?.requests ?? []).filter((request) => !sent.has(request.id))}
      page={data?.page ?? page}
      pageCount={data?.pageCount ?? 0}
      loading={query.isPending && query.fetchStatus !== 'idle'}
      error={query.isError || id === ''}
      onPageChange={setPage}
      onRetry={() => void query.refetch()}
      onSubmit={send}
      progress={progress}
      timeZone={timeZone ?? localTimeZone()}
    />
  );
}
