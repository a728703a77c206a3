import { NETWORK_ERROR_MESSAGE, type StaffListParams, type StaffPage } from '@aafiya/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '../../../components/toaster';
import type { StaffListProps } from './staff-directory';

/** The page to show, which starts over at 0 whenever the search text changes (no effect needed). */
export function useSearchPage(search: string): [number, (page: number) => void] {
  const [state, setState] = useState({ search, page: 0 });
  const page = state.search === search ? state.page : 0;
  const setPage = useCallback(
    (next: number) => {
      setState({ search, page: next });
    },
    [search],
  );
  return [page, setPage];
}

/**
 * A connected list's paging, search and states from its page query hook
 * (`useDoctorsPage`, …): the items and the props its view takes. When a delete
 * empties the last page, the list steps back to the new last page.
 */
export function useStaffList<T>(
  search: string,
  usePageQuery: (params: StaffListParams) => UseQueryResult<StaffPage<T>>,
): { items: T[]; listProps: Omit<StaffListProps, 'onOpen' | 'onDelete' | 'onAdd'> } {
  const [page, setPage] = useSearchPage(search);
  const query = usePageQuery({ page, search });
  const { data } = query;
  if (data && !query.isPlaceholderData && page > 0 && page >= data.pageCount) {
    // Adjusting state while rendering: React renders again at once with the last page.
    setPage(Math.max(data.pageCount - 1, 0));
  }
  const status = data ? 'ready' : query.isError ? 'error' : 'loading';
  return {
    items: data?.items ?? [],
    listProps: {
      status,
      page: data?.page ?? page,
      pageCount: data?.pageCount ?? 0,
      onPageChange: setPage,
      search,
      refreshing: query.isPlaceholderData,
      onRetry: () => {
        void query.refetch();
      },
    },
  };
}

/** The server's message of a failed call (000 §8: create, update and delete failures show it). */
export function serverMessageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : NETWORK_ERROR_MESSAGE;
}

/**
 * A card's delete: runs the mutation, then toasts the success text, or the
 * server's message and rethrows (so the confirmation stays open).
 */
export function deleteWithToast(remove: (id: string) => Promise<unknown>, deletedText: string) {
  return async (id: string): Promise<void> => {
    try {
      await remove(id);
      toast.success(deletedText);
    } catch (error) {
      toast.error(serverMessageOf(error));
      throw error;
    }
  };
}
