import { Pager } from '../../../components/pager';
import { CardListSection, type CardListStatus } from '../../hospital/services/card-list-section';
import { CatalogueItem } from './catalogue-card';
import type { CatalogueEntry } from './catalogue-entry';
import type { CatalogueTexts } from './catalogue-kind';

/** What every catalogue view takes: the list's state and page, and the callbacks of its actions. */
export interface CatalogueListProps<T> {
  status: CardListStatus;
  /** The items of the shown page. */
  items: readonly T[];
  /** A refresh (another page, a save) is loading over the shown list. */
  refreshing?: boolean;
  /** The shown page, zero-based, and how many there are. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Opens the empty modal; no add button without it. */
  onAdd?: () => void;
  /** Opens the modal with an item's values. */
  onUpdate?: (item: T) => void;
  /** Deletes after the confirmation; a rejected promise keeps the confirmation open. */
  onDelete?: (item: T) => void | Promise<void>;
  onRetry?: () => void;
}

export interface CatalogueSectionProps<T> extends CatalogueListProps<T> {
  texts: Pick<CatalogueTexts, 'title' | 'add' | 'empty' | 'failed'>;
  /** How an item shows. */
  entryOf: (item: T) => CatalogueEntry;
  /** A grid of cards, or a list of rows (Addons). */
  layout?: 'grid' | 'list';
}

/**
 * The building block of the admin's catalogue screens (002 "Admin area"): the
 * heading and the add button, the loading, error, empty or populated state as
 * cards (or rows) with Update and Delete in each one's menu, and the pager
 * (zero-based; Prev disabled on the first page, Next on the last). Spec
 * choice: the pager shows only when there is more than one page.
 */
export function CatalogueSection<T>({
  texts,
  entryOf,
  layout = 'grid',
  status,
  items,
  refreshing,
  page,
  pageCount,
  onPageChange,
  onAdd,
  onUpdate,
  onDelete,
  onRetry,
}: CatalogueSectionProps<T>) {
  return (
    <CardListSection
      title={texts.title}
      addLabel={texts.add}
      onAdd={onAdd}
      status={status}
      refreshing={refreshing}
      emptyText={texts.empty}
      errorText={texts.failed}
      onRetry={onRetry}
      count={items.length}
      layout={layout}
      footer={pageCount > 1 && <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} />}
    >
      {items.map((item) => {
        const entry = entryOf(item);
        return (
          <div role="listitem" key={entry.id}>
            <CatalogueItem
              entry={entry}
              layout={layout === 'grid' ? 'card' : 'row'}
              onUpdate={
                onUpdate &&
                (() => {
                  onUpdate(item);
                })
              }
              onDelete={onDelete && (() => onDelete(item))}
            />
          </div>
        );
      })}
    </CardListSection>
  );
}
