import { type ReactNode, useRef, useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { Pager } from '../../../../components/pager';

/** How many earlier appointments a page of the history shows (ours: the list comes whole from the server). */
export const VISITS_PER_PAGE = 5;

export interface VisitPagesProps<T> {
  items: readonly T[];
  /** The empty state's text ("No previous prescriptions found", …). */
  emptyText: string;
  getKey: (item: T) => string;
  children: (item: T) => ReactNode;
}

/**
 * A patient's history in a modal, a page at a time (Prev / numbered pages /
 * Next under it) so a long one stays readable; the empty state when there is
 * nothing. Choosing a page brings its first item into view.
 */
export function VisitPages<T>({ items, emptyText, getKey, children }: VisitPagesProps<T>) {
  const [page, setPage] = useState(0);
  const list = useRef<HTMLOListElement>(null);
  if (items.length === 0) return <EmptyState title={emptyText} />;
  const pageCount = Math.ceil(items.length / VISITS_PER_PAGE);
  const shown = Math.min(page, pageCount - 1);
  return (
    <>
      <ol ref={list} className="flex flex-col gap-4">
        {items.slice(shown * VISITS_PER_PAGE, (shown + 1) * VISITS_PER_PAGE).map((item) => (
          <li key={getKey(item)}>{children(item)}</li>
        ))}
      </ol>
      {pageCount > 1 && (
        <Pager
          page={shown}
          pageCount={pageCount}
          onPageChange={(next) => {
            setPage(next);
            list.current?.scrollIntoView({ block: 'nearest' });
          }}
        />
      )}
    </>
  );
}
