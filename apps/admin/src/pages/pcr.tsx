import { PcrScheduleScreen } from '@aafiya/ui/admin';

/** /admin/pcr: the PCR Schedule of every PCR hospital, with See Reports (002). */
export default function PcrPage() {
  return <PcrScheduleScreen />;
}
