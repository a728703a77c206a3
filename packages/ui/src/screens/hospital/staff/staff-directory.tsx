import type { StaffPerson } from '@aafiya/api-client';
import { Plus, SearchX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { PersonCard } from './person-card';
import { StaffAlert } from './staff-alert';

/** Whether the list is loading for the first time, failed, or has its answer (possibly empty). */
export type StaffDirectoryStatus = 'loading' | 'error' | 'ready';

/** The texts that make a directory the doctors', nurses', laboratories' or receptionists'. */
export interface StaffDirectoryTexts {
  title: string;
  /** The add button's text; the button shows when `onAdd` is given. */
  add: string;
  /** The empty list, e.g. "No doctors Found". */
  empty: string;
  /** The empty search, e.g. "No doctors found against this search". */
  emptySearch: string;
  /** The failed load, e.g. "Problem while getting doctors". */
  error: string;
}

/** What every list screen (view) takes besides its items; the lists only add their texts and card subtitle. */
export interface StaffListProps {
  status: StaffDirectoryStatus;
  /** The shown page, zero-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The submitted search text; when set, an empty answer reads as an empty search. */
  search?: string;
  /** Another page or a refresh is loading over the shown one. */
  refreshing?: boolean;
  /** Opens a member's detail. */
  onOpen?: (id: string) => void;
  /** Deletes after the confirmation; none on read-only lists. A rejected promise keeps the confirmation open. */
  onDelete?: (id: string) => void | Promise<void>;
  /** Opens the add modal; no add button without it. */
  onAdd?: () => void;
  /** Loads the list again after a failure. */
  onRetry?: () => void;
}

export interface StaffDirectoryProps<T extends StaffPerson> extends StaffListProps {
  texts: StaffDirectoryTexts;
  items: readonly T[];
  subtitleOf?: (item: T) => ReactNode;
}

/**
 * The one home of the staff lists' behaviour (000 §2.5): a title with its add
 * button, then the loading, error, empty, empty-search or populated state; a
 * card grid of 2, 3 or 6 columns by the width it is given; and the
 * Prev/numbers/Next pager (zero-based pages).
 */
export function StaffDirectory<T extends StaffPerson>({
  texts,
  items,
  subtitleOf,
  status,
  page,
  pageCount,
  onPageChange,
  search = '',
  refreshing = false,
  onOpen,
  onDelete,
  onAdd,
  onRetry,
}: StaffDirectoryProps<T>) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  const searching = search.trim() !== '';
  return (
    <section data-slot="staff-directory" aria-labelledby={headingId} className="flex w-full flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 id={headingId} className="text-2xl font-semibold text-foreground">
            {texts.title}
          </h1>
          {refreshing && status === 'ready' && <Spinner size="sm" />}
        </div>
        {onAdd && (
          <Button onClick={onAdd}>
            {/* The "+" of "+ ADD …" is part of the spec's text; the others get the icon. */}
            {!texts.add.startsWith('+') && <Plus aria-hidden="true" />}
            {texts.add}
          </Button>
        )}
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
          {texts.error}
        </StaffAlert>
      )}
      {status === 'ready' && items.length === 0 && (
        <EmptyState
          role="status"
          title={searching ? texts.emptySearch : texts.empty}
          icon={searching ? <SearchX /> : undefined}
        />
      )}
      {status === 'ready' && items.length > 0 && (
        <>
          <CardGrid columns={6} role="list" aria-labelledby={headingId} aria-busy={refreshing || undefined}>
            {items.map((item) => (
              <div role="listitem" key={item.id}>
                <PersonCard person={item} subtitle={subtitleOf?.(item)} onOpen={onOpen} onDelete={onDelete} />
              </div>
            ))}
          </CardGrid>
          <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} />
        </>
      )}
    </section>
  );
}
