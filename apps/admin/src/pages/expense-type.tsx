import { ExpenseTypeList } from '@aafiya/ui/admin';
import { useParams } from 'wouter';

/** /admin/expenses/type/:type: the static list of one expense type, sample data (002). */
export default function ExpenseTypePage() {
  return <ExpenseTypeList type={Number(useParams<{ type: string }>().type)} />;
}
