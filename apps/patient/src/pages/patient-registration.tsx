import { PatientRegistrationScreen } from '@aafiya/ui';

export default function PatientRegistrationPage() {
  return <PatientRegistrationScreen />;
}
