import { HospitalApprovalsScreen } from '@aafiya/ui/admin';

/** /admin/approve-hospitals: the Hospital Approvals table (002). */
export default function ApproveHospitalsPage() {
  return <HospitalApprovalsScreen />;
}
