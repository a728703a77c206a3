import { ExpenseMonths } from '@aafiya/ui/admin';

/** /admin/expenses: twelve monthly cards, sample data as the specification draws them (002). */
export default function ExpensesPage() {
  return <ExpenseMonths />;
}
