import type { DoctorLabRequestCard } from '@aafiya/api-client';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { StaffAlert } from '../../hospital/staff/staff-alert';
import { LabRequestCard } from './lab-request-card';

/** What a tab shows: a page of lab requests of its status, and how loading it went. */
export interface LabRequestTabState {
  requests: readonly DoctorLabRequestCard[];
  /** Zero-based page shown. */
  page: number;
  pageCount: number;
  loading?: boolean;
  /** The page could not be loaded. */
  error?: boolean;
}

export interface LabRequestTabProps extends LabRequestTabState {
  /** "Pending Lab Requests" or "Lab Test Results". */
  title: string;
  /** "No doctors Found" (Pending Request, as 001 writes it) or "No Test Results Found". */
  emptyText: string;
  /** "Problem while getting requests" (001 §8). */
  errorText: string;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  onViewResults: (request: DoctorLabRequestCard) => void;
  timeZone: string;
}

/** One tab of Lab Results Records: its title, the cards (or loading, error, empty) and the zero-based pager. */
export function LabRequestTab({
  title,
  emptyText,
  errorText,
  requests,
  page,
  pageCount,
  loading = false,
  error = false,
  onPageChange,
  onRetry,
  onViewResults,
  timeZone,
}: LabRequestTabProps) {
  const { t } = useTranslation('table');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={loading || undefined} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
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
        <CardGrid columns={3} role="list" aria-labelledby={titleId}>
          {requests.map((request) => (
            <div role="listitem" key={request.id}>
              <LabRequestCard request={request} onViewResults={onViewResults} timeZone={timeZone} />
            </div>
          ))}
        </CardGrid>
      )}
      {!error && <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} />}
    </section>
  );
}
