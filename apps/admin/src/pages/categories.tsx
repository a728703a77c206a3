import { AdminCategoriesScreen } from '@aafiya/ui/admin';

/** /admin/categories: the cards titled Categories with add, update and delete (002). */
export default function CategoriesPage() {
  return <AdminCategoriesScreen />;
}
