import { useMemo } from 'react';
import { useLocale } from '../../../i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { CardGrid } from '../../../components/card-grid';
import { formatDisplayDate } from '../../../components/date-fields';
import { useAed } from '../shared/aed';
import { adminPaths } from '../shared/admin-paths';
import { LinkCard } from '../shared/link-card';
import { ExpensePage } from './expense-page';
import { sampleMonths } from './expenses-sample';

/** A month's name in the reader's language ("January", "يناير"). */
export function useMonthName(): (month: number) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return (month: number) => format.format(new Date(Date.UTC(2026, month - 1, 1)));
  }, [locale]);
}

/**
 * /admin/expenses (002): twelve monthly cards, January to December, each
 * with a placeholder date and amount in AED, each leading to expenses/1 (as
 * drawn). Static, marked as sample data.
 */
export function ExpenseMonths({ className }: { className?: string }) {
  const { t } = useTranslation('admin');
  const aed = useAed();
  const monthName = useMonthName();
  return (
    <ExpensePage title={t('expensesTitle')} className={className}>
      {(titleId) => (
        <CardGrid role="list" aria-labelledby={titleId} columns={3}>
          {sampleMonths.map(({ month, date, amount }) => (
            <div role="listitem" key={month}>
              <LinkCard
                href={adminPaths.expensesOfMonth(1)}
                label={monthName(month)}
                value={aed(amount)}
                detail={formatDisplayDate(date)}
              />
            </div>
          ))}
        </CardGrid>
      )}
    </ExpensePage>
  );
}
