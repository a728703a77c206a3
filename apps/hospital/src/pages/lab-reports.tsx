import { LabReportsScreen } from '@aafiya/ui';

/**
 * /hospital/lab-reports. The specification lists a Laboratory Reports screen
 * (000 §2.5) but names no route or sidebar entry for it; this route and the
 * sidebar's "Laboratory Reports" after Appointments are our choice.
 */
export default function LabReportsPage() {
  return <LabReportsScreen />;
}
