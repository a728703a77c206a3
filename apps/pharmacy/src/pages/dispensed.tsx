import { DispensedPrescriptionsScreen } from '@aafiya/ui/pharmacy';

/** /pharmacy: the prescriptions this pharmacy dispensed, searchable by Emirates ID (#21). */
export default function DispensedPage() {
  return <DispensedPrescriptionsScreen />;
}
