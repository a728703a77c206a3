import { ClinicFinanceScreen } from '@aafiya/ui/admin';
import { useParams } from 'wouter';

/** /admin/clinic/:id: the Hospital Finance form of one clinic (002). */
export default function ClinicFinancePage() {
  return <ClinicFinanceScreen hospitalId={useParams<{ id: string }>().id} />;
}
