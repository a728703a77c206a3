import type { CataloguePage } from '@aafiya/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { deleteWithToast } from '../../hospital/staff/use-staff-list';
import { type EditDialogState, useEditDialog } from '../../hospital/services/use-card-list-screen';
import type { CatalogueListProps } from './catalogue-section';

/** One page of a catalogue list, whoever paged it. */
export interface CataloguePageState<T> {
  data: CataloguePage<T> | undefined;
  isError: boolean;
  /** Another page or a reload is loading over the shown one. */
  refreshing: boolean;
  refetch: () => unknown;
}

/**
 * How many cards a page of a list the API does not page shows (insurances,
 * package categories, categories, addons, vendors): four rows of three.
 * Spec choice: those lists are short, but a long one gets the same pager as
 * specialities rather than an endless page.
 */
export const CLIENT_PAGE_SIZE = 12;

/** A page the API cut (`GET /specialities?page=`); the page before stays shown while the next one loads. */
export function serverPage<T>(query: UseQueryResult<CataloguePage<T>>): CataloguePageState<T> {
  return {
    data: query.data,
    isError: query.isError,
    refreshing: query.isPlaceholderData || (query.isFetching && !query.isPending),
    refetch: query.refetch,
  };
}

/** Page `page` of a whole list, cut on the client. */
export function clientPage<T>(
  query: UseQueryResult<T[]>,
  page: number,
  pageSize = CLIENT_PAGE_SIZE,
): CataloguePageState<T> {
  const all = query.data;
  return {
    data: all && {
      items: all.slice(page * pageSize, (page + 1) * pageSize),
      page,
      pageCount: Math.ceil(all.length / pageSize),
    },
    isError: query.isError,
    refreshing: query.isFetching && !query.isPending,
    refetch: query.refetch,
  };
}

interface CatalogueScreenOptions {
  /** The delete mutation's `mutateAsync`. */
  remove: (id: string) => Promise<unknown>;
  /** The delete's success toast (002 §8). */
  deletedText: string;
}

/**
 * A connected catalogue screen's state: the view's props from the page
 * (state, pager, retry), Delete with its toast (or the server's message),
 * and the one add/update modal, whose mode follows the selected item. When
 * a delete empties the last page, the list steps back to the new last page.
 */
export function useCatalogueScreen<T extends { id: string }>(
  { data, isError, refreshing, refetch }: CataloguePageState<T>,
  page: number,
  setPage: (page: number) => void,
  { remove, deletedText }: CatalogueScreenOptions,
): { listProps: CatalogueListProps<T>; dialog: EditDialogState<T> } {
  const { dialog, openFor } = useEditDialog<T>();
  if (data && page > 0 && page >= data.pageCount) {
    // Adjusting state while rendering: React renders again at once with the last page.
    setPage(Math.max(data.pageCount - 1, 0));
  }
  const deleteItem = deleteWithToast(remove, deletedText);
  return {
    listProps: {
      status: data ? 'ready' : isError ? 'error' : 'loading',
      items: data?.items ?? [],
      refreshing,
      page,
      pageCount: data?.pageCount ?? 0,
      onPageChange: setPage,
      onRetry: () => void refetch(),
      onAdd: () => {
        openFor({ mode: 'add' });
      },
      onUpdate: (record) => {
        openFor({ mode: 'edit', record });
      },
      onDelete: (item) => deleteItem(item.id),
    },
    dialog,
  };
}
