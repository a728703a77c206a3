import { DoctorCalendarScreen } from '@aafiya/ui';

/** /doctors: the month calendar of the doctor's own slots (001 §2). */
export default function CalendarPage() {
  return <DoctorCalendarScreen />;
}
