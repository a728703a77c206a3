import { useAdminDashboard } from '@aafiya/api-client';
import { AdminDashboard } from './admin-dashboard';

export interface AdminDashboardScreenProps {
  className?: string;
}

/** /admin on the API: `GET /admin/dashboard`'s counts. */
export function AdminDashboardScreen({ className }: AdminDashboardScreenProps) {
  const query = useAdminDashboard();
  return (
    <AdminDashboard
      className={className}
      counts={query.data}
      loading={query.isPending}
      error={query.isError}
      onRetry={() => {
        void query.refetch();
      }}
    />
  );
}
