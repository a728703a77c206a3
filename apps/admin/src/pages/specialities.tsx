import { AdminSpecialitiesScreen } from '@aafiya/ui/admin';

/** /admin/specialities: the specialities' card grid with add, update and delete, paged (002). */
export default function SpecialitiesPage() {
  return <AdminSpecialitiesScreen />;
}
