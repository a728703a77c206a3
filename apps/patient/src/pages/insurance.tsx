import { InsuranceListingScreen } from '@aafiya/ui/public';

/** /insurance: the insurance companies (002; open to guests too). */
export default function InsurancePage() {
  return <InsuranceListingScreen />;
}
