import { ExpenseCategories } from '@aafiya/ui/admin';

/**
 * /admin/allExpenses and /admin/allExpenses/:type: the red or green tinted
 * categories, sample data (002; /admin/allExpenses is "not shown", so it shows
 * the same list).
 */
export default function AllExpensesPage() {
  return <ExpenseCategories variant="all" />;
}
