import { HospitalRegistrationScreen } from '@aafiya/ui';

export default function HospitalRegistrationPage() {
  return <HospitalRegistrationScreen />;
}
