import { useSearchText } from '@aafiya/session';
import { LaboratoriesListScreen } from '@aafiya/ui';

/** /hospital/laboratory (the laboratory detail page comes with its issue). */
export default function LaboratoriesPage() {
  return <LaboratoriesListScreen search={useSearchText()} />;
}
