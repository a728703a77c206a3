import { DoctorLabResultsScreen } from '@aafiya/ui';

/** /doctors/lab-results: Pending Request and Test Results (001 §2). */
export default function LabResultsPage() {
  return <DoctorLabResultsScreen />;
}
