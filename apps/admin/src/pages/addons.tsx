import { AdminAddonsScreen } from '@aafiya/ui/admin';

/** /admin/addons: the addons' list with add and update modals and delete (002). */
export default function AddonsPage() {
  return <AdminAddonsScreen />;
}
