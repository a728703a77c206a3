import { ExpenseCategories } from '@aafiya/ui/admin';
import { useParams } from 'wouter';

/** /admin/expenses/:month: the month's six category cards, sample data (002). */
export default function ExpenseMonthPage() {
  return <ExpenseCategories variant="month" month={Number(useParams<{ month: string }>().month)} />;
}
