import { AdminVendorsScreen } from '@aafiya/ui/admin';

/** /admin/vendors: the vendors' card grid with add, update and delete (002). */
export default function VendorsPage() {
  return <AdminVendorsScreen />;
}
