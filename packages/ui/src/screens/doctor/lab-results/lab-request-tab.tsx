import type { DoctorLabRequestCard } from '@aafiya/api-client';
import { useId } from 'react';
import { type LabRequestPageState, PagedLabRequests } from '../../shared/lab-results/paged-lab-requests';
import { LabRequestCard } from './lab-request-card';

/** What a tab shows: a page of lab requests of its status, and how loading it went. */
export type LabRequestTabState = LabRequestPageState<DoctorLabRequestCard>;

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
export function LabRequestTab({ title, onViewResults, timeZone, ...list }: LabRequestTabProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      <PagedLabRequests
        {...list}
        labelledBy={titleId}
        renderRequest={(request) => (
          <LabRequestCard request={request} onViewResults={onViewResults} timeZone={timeZone} />
        )}
      />
    </section>
  );
}
