import { HospitalServicesScreen } from '@aafiya/ui';

/** /hospital/services */
export default function ServicesPage() {
  return <HospitalServicesScreen />;
}
