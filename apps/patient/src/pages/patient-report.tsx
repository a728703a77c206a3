import type { RouteParams } from '@aafiya/session';
import { PatientReportScreen } from '@aafiya/ui';

/** /patient-report/:appointmentId — the printable report of an appointment (002); no role check on the page. */
export default function PatientReportPage({ params }: { params: RouteParams }) {
  return <PatientReportScreen appointmentId={params.appointmentId ?? ''} />;
}
