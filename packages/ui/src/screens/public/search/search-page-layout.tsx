import { SearchX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/button';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';

export interface SearchPageLayoutProps {
  /** The page's heading ("Hospitals", "Doctors"). */
  title: string;
  /** The text box. */
  search: ReactNode;
  /** The FiltersPanel. */
  filters: ReactNode;
  /** "12 hospitals": shown once the results are in. */
  countText: string;
  /** The cards, one per result. */
  children: ReactNode;
  resultCount: number;
  loading: boolean;
  /** A new search is on its way while the previous results stay shown (dimmed, aria-busy). */
  updating?: boolean;
  error: boolean;
  onRetry?: () => void;
  /** Zero-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/**
 * What both search pages share (002 §4, §5): the heading, the text box, the
 * filters (a side panel, or a button on a phone), the count, the cards and
 * the zero-based pager. Nothing found shows the spec's 'Search Not Found';
 * so does a failed search (002: "Failed list loads … show an empty state"),
 * with a line saying it failed and a Try again button.
 */
export function SearchPageLayout({
  title,
  search,
  filters,
  countText,
  children,
  resultCount,
  loading,
  updating = false,
  error,
  onRetry,
  page,
  pageCount,
  onPageChange,
  className,
}: SearchPageLayoutProps) {
  const { t } = useTranslation('publicSearch');
  const titleId = useId();
  const settled = !loading && !error;
  return (
    <section
      aria-labelledby={titleId}
      data-slot="search-page"
      className={cn('mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6', className)}
    >
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {title}
      </h1>
      {search}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        {filters}
        <div className="flex min-w-0 flex-1 flex-col gap-4" aria-busy={loading || updating || undefined}>
          <p role="status" className="text-sm font-medium text-foreground-muted">
            {settled ? countText : ''}
          </p>
          {loading ? (
            <div className="flex justify-center py-10">
              <Spinner size="lg" />
            </div>
          ) : error || resultCount === 0 ? (
            <EmptyState
              icon={<SearchX />}
              title={t('searchNotFound')}
              description={error ? <span role="alert">{t('searchFailed')}</span> : undefined}
              action={
                error && onRetry ? (
                  <Button type="button" variant="secondary" onClick={onRetry}>
                    {t('retry')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <CardGrid
                columns={3}
                role="list"
                aria-label={title}
                className={cn('transition-opacity', updating && 'opacity-60')}
              >
                {children}
              </CardGrid>
              <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
