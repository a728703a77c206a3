import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { Spinner } from '../../../components/spinner';
import { StaffAlert } from '../staff/staff-alert';

/** Whether a list is loading, failed, or has its answer (possibly empty). */
export type CardListStatus = 'loading' | 'error' | 'ready';

export interface CardListSectionProps {
  title: string;
  /** The add button's text, e.g. "+ ADD SERVICE"; the button shows when `onAdd` is given. */
  addLabel: string;
  onAdd?: () => void;
  status: CardListStatus;
  /** A refresh is loading over the shown list. */
  refreshing?: boolean;
  /** The empty text, e.g. "No Services Yet.". */
  emptyText: string;
  /** The failed load, e.g. "Problem while getting services". */
  errorText: string;
  onRetry?: () => void;
  /** How many cards there are (0: the empty state). */
  count: number;
  /** The cards, each a `role="listitem"`. */
  children: ReactNode;
  /** `grid` (cards, up to three columns) or `list` (one item a row). */
  layout?: 'grid' | 'list';
  /** Shown under the populated list, e.g. its pager. */
  footer?: ReactNode;
}

/**
 * A titled card list (the hospital's Services and Offers, the admin's
 * catalogues): the add button, then the loading, error, empty or populated
 * state in a grid of up to three columns (or one item a row), and a footer.
 */
export function CardListSection({
  title,
  addLabel,
  onAdd,
  status,
  refreshing = false,
  emptyText,
  errorText,
  onRetry,
  count,
  children,
  layout = 'grid',
  footer,
}: CardListSectionProps) {
  const { t } = useTranslation('servicesOffers');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex w-full flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 id={headingId} className="text-2xl font-semibold text-foreground">
            {title}
          </h1>
          {refreshing && status === 'ready' && <Spinner size="sm" />}
        </div>
        {onAdd && <Button onClick={onAdd}>{addLabel}</Button>}
      </header>
      {status === 'loading' && (
        <div className="flex justify-center py-16">
          <Spinner size="lg" />
        </div>
      )}
      {status === 'error' && (
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
      )}
      {status === 'ready' && count === 0 && <EmptyState role="status" title={emptyText} />}
      {status === 'ready' && count > 0 && layout === 'grid' && (
        <CardGrid columns={3} role="list" aria-labelledby={headingId} aria-busy={refreshing || undefined}>
          {children}
        </CardGrid>
      )}
      {status === 'ready' && count > 0 && layout === 'list' && (
        <div
          role="list"
          aria-labelledby={headingId}
          aria-busy={refreshing || undefined}
          data-slot="card-list-rows"
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface shadow-sm"
        >
          {children}
        </div>
      )}
      {status === 'ready' && count > 0 && footer}
    </section>
  );
}
