import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { StaffAlert } from '../../hospital/staff/staff-alert';

/** A page of lab requests and how loading it went. */
export interface LabRequestPageState<T> {
  requests: readonly T[];
  /** Zero-based page shown. */
  page: number;
  pageCount: number;
  loading?: boolean | undefined;
  /** The page could not be loaded. */
  error?: boolean | undefined;
}

export interface PagedLabRequestsProps<T extends { id: string }> extends LabRequestPageState<T> {
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** E.g. "No Lab Requests Found". */
  emptyText: string;
  /** E.g. "Problem while getting requests" (001 §8). */
  errorText: string;
  onPageChange: (page: number) => void;
  onRetry?: (() => void) | undefined;
  renderRequest: (request: T) => ReactNode;
  /** The most cards a row shows on wide screens. */
  columns?: 2 | 3;
}

/**
 * A paged list of lab request cards (001 §9: zero-based pages, Prev, numbered
 * pages, Next): a spinner while loading, the failure with Try again, the empty
 * text, or the cards named by the heading `labelledBy`.
 */
export function PagedLabRequests<T extends { id: string }>({
  labelledBy,
  emptyText,
  errorText,
  requests,
  page,
  pageCount,
  loading = false,
  error = false,
  onPageChange,
  onRetry,
  renderRequest,
  columns = 3,
}: PagedLabRequestsProps<T>) {
  const { t } = useTranslation('table');
  return (
    <div aria-busy={loading || undefined} className="flex flex-col gap-4">
      {loading ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" />
        </div>
      ) : error ? (
        <StaffAlert
          action={
            onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('retry')}
              </Button>
            )
          }
        >
          {errorText}
        </StaffAlert>
      ) : requests.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <CardGrid columns={columns} role="list" aria-labelledby={labelledBy}>
          {requests.map((request) => (
            <div role="listitem" key={request.id}>
              {renderRequest(request)}
            </div>
          ))}
        </CardGrid>
      )}
      {!error && <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} />}
    </div>
  );
}
