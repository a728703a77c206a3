import { useTranslation } from '../../../i18n/use-translation';
import { CardGrid } from '../../../components/card-grid';
import { useAed } from '../shared/aed';
import { adminPaths } from '../shared/admin-paths';
import { LinkCard } from '../shared/link-card';
import { ExpensePage } from './expense-page';
import { useMonthName } from './expense-months';
import { sampleCategories } from './expenses-sample';

export interface ExpenseCategoriesProps {
  /**
   * "month": /admin/expenses/{month}, six category cards; "all":
   * /admin/allExpenses/{type}, the categories red or green tinted. Spec
   * choice: /admin/allExpenses (not shown in 002) is the same tinted list.
   */
  variant: 'month' | 'all';
  /** The route's month (1–12) in /admin/expenses/{month}: it names the page. */
  month?: number | undefined;
  className?: string;
}

/**
 * The expense categories (002): Salaries, Electricity & Water, Office Rent,
 * Vehicle Consumables, IT Services, Un-expected Expenses, each with a
 * placeholder amount in AED, each leading to the type list type/1 (as
 * drawn). Static, marked as sample data.
 */
export function ExpenseCategories({ variant, month, className }: ExpenseCategoriesProps) {
  const { t } = useTranslation('admin');
  const aed = useAed();
  const monthName = useMonthName();
  const knownMonth = month !== undefined && Number.isInteger(month) && month >= 1 && month <= 12;
  const title =
    variant === 'all'
      ? t('allExpensesTitle')
      : knownMonth
        ? t('monthExpensesTitle', { month: monthName(month) })
        : t('expensesTitle');
  return (
    <ExpensePage title={title} className={className}>
      {(titleId) => (
        <CardGrid role="list" aria-labelledby={titleId} columns={3}>
          {sampleCategories.map((category) => (
            <div role="listitem" key={category.type}>
              <LinkCard
                href={adminPaths.expenseType(1)}
                label={t(category.name)}
                value={aed(category.amount)}
                tone={variant === 'all' ? category.tone : 'plain'}
              />
            </div>
          ))}
        </CardGrid>
      )}
    </ExpensePage>
  );
}
