import { PcrFinanceScreen } from '@aafiya/ui/admin';
import { useParams } from 'wouter';

/** /admin/pcr/:startDate: the PCR finance report form ("See Reports" opens /admin/pcr/report) (002). */
export default function PcrFinancePage() {
  return <PcrFinanceScreen startDate={useParams<{ startDate: string }>().startDate} />;
}
