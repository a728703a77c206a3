/** Where a dashboard tab's list is: asked for, failed, or here (possibly empty). */
export type DashboardTabStatus = 'loading' | 'error' | 'ready';

/** A query's state as a tab's status. */
export function tabStatusOf(query: { isPending: boolean; isError: boolean }): DashboardTabStatus {
  if (query.isError) return 'error';
  return query.isPending ? 'loading' : 'ready';
}
