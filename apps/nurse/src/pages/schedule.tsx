import { NurseScheduleScreen } from '@aafiya/ui';

/** /nurse/schedule: the nurse's own month calendar of slots (type NURSE). */
export default function SchedulePage() {
  return <NurseScheduleScreen />;
}
