import { AdminPackageCategoriesScreen } from '@aafiya/ui/admin';

/** /admin/package-categories: the package categories' card grid with add, update and delete (002). */
export default function PackageCategoriesPage() {
  return <AdminPackageCategoriesScreen />;
}
