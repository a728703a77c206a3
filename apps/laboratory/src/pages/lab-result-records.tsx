import { LabResultRecordsScreen } from '@aafiya/ui/laboratory';

/** /laboratory/lab-result-records: the laboratory's completed results, their reports downloadable (001 §2). */
export default function LabResultRecordsPage() {
  return <LabResultRecordsScreen />;
}
