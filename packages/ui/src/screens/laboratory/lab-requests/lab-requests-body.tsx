import type { LabResultEntry, LaboratoryLabRequest } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { type LabRequestPageState, PagedLabRequests } from '../../shared/lab-results/paged-lab-requests';
import { LabRequestForm } from './lab-request-form';

export interface LabRequestsBodyProps extends LabRequestPageState<LaboratoryLabRequest> {
  onPageChange: (page: number) => void;
  onRetry?: (() => void) | undefined;
  /** Sends a request's results; resolves true once sent. */
  onSubmit: (request: LaboratoryLabRequest, entries: LabResultEntry[]) => Promise<boolean>;
  /** The upload's progress in percent of each request whose results are going out. */
  progress?: Readonly<Record<string, number>> | undefined;
  /** Time zone of the dates (the browser's). */
  timeZone: string;
}

/** The list under the heading: the request cards with their forms, paged (loading, error, "No Lab Requests Found"). */
export function LabRequestsBody({
  labelledBy,
  progress = {},
  onSubmit,
  timeZone,
  ...list
}: LabRequestsBodyProps & { labelledBy: string }) {
  const { t } = useTranslation('laboratory');
  return (
    <PagedLabRequests
      {...list}
      labelledBy={labelledBy}
      emptyText={t('noRequests')}
      errorText={t('loadFailed')}
      columns={2}
      renderRequest={(request) => (
        <LabRequestForm
          request={request}
          onSubmit={onSubmit}
          progress={progress[request.id] ?? null}
          timeZone={timeZone}
        />
      )}
    />
  );
}
