import { LabRequestsScreen } from '@aafiya/ui/laboratory';

/** /laboratory: the laboratory's pending lab requests, each with its result form (001 §2). */
export default function LabRequestsPage() {
  return <LabRequestsScreen />;
}
