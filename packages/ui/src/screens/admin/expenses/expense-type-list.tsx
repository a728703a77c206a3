import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { codeColumn, createDataTableColumnHelper, DataTable, figureColumn } from '../../../components/data-table';
import { useAed } from '../shared/aed';
import { ExpensePage } from './expense-page';
import { type SampleEmployee, sampleCategories, sampleEmployees } from './expenses-sample';

export interface ExpenseTypeListProps {
  /** The route's type (/admin/expenses/type/{type}): a category's place, 1–6; it names the page. */
  type?: number | undefined;
  className?: string;
}

const col = createDataTableColumnHelper<SampleEmployee>();

/**
 * /admin/expenses/type/{type} (002): a static list of employee name, ID,
 * department and amount placeholders, under the category's name (Salaries
 * when the type is not one of the six). Marked as sample data.
 */
export function ExpenseTypeList({ type, className }: ExpenseTypeListProps) {
  const { t } = useTranslation('admin');
  const aed = useAed();
  const category = sampleCategories.find((item) => item.type === type) ?? sampleCategories[0];
  const title = category ? t(category.name) : t('expensesTitle');
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', { header: t('columnEmployeeName') }),
        col.accessor('id', { header: t('columnEmployeeId'), meta: codeColumn }),
        col.accessor('department', { header: t('columnDepartment'), cell: (info) => t(info.getValue()) }),
        col.accessor('amount', { header: t('columnAmount'), cell: (info) => aed(info.getValue()), meta: figureColumn }),
      ]),
    [t, aed],
  );
  return (
    <ExpensePage title={title} className={className}>
      {() => (
        <DataTable caption={title} hideCaption columns={columns} data={sampleEmployees} getRowId={(row) => row.id} />
      )}
    </ExpensePage>
  );
}
