import { ClinicsListScreen } from '@aafiya/ui/admin';

/** /admin/clinics: the numbered list of clinics, each linking to its finance (002). */
export default function ClinicsPage() {
  return <ClinicsListScreen />;
}
