export { ExpenseCategories, type ExpenseCategoriesProps } from './expense-categories';
export { ExpenseMonths } from './expense-months';
export { ExpenseTypeList, type ExpenseTypeListProps } from './expense-type-list';
