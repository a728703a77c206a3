import { AdminInsurancesScreen } from '@aafiya/ui/admin';

/** /admin/insurances: the insurances' card grid with add, update and delete (002). */
export default function InsurancesPage() {
  return <AdminInsurancesScreen />;
}
