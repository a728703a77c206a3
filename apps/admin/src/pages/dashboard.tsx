import { AdminDashboardScreen } from '@aafiya/ui/admin';

/** /admin: the dashboard's counts, each linking to its screen (002 leaves it open; #22 chose them). */
export default function DashboardPage() {
  return <AdminDashboardScreen />;
}
