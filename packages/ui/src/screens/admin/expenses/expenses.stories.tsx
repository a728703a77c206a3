import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { columnHeaders, dataRows } from '../../../stories/records-table-stories';
import { withNavigation } from '../../../stories/with-navigation';
import type { Queries } from '../../hospital/provider-schedule/provider-schedule.story-helpers';
import { ExpenseCategories } from './expense-categories';
import { ExpenseMonths } from './expense-months';
import { ExpenseTypeList } from './expense-type-list';

const meta = {
  title: 'Admin/Expenses',
  component: ExpenseMonths,
  decorators: [withNavigation(fn())],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ExpenseMonths>;

export default meta;
type Story = StoryObj<typeof meta>;

const sampleNote = (canvas: Queries) => canvas.getByRole('note');
const cards = (canvas: Queries) => canvas.getAllByRole('listitem');

/** /admin/expenses: twelve months, each with a date and an amount in AED, each to expenses/1; marked as sample data. */
export const Months: Story = {
  play: async ({ canvas }) => {
    await expect(sampleNote(canvas)).toHaveTextContent('Sample data');
    await expect(cards(canvas)).toHaveLength(12);
    await expect(cards(canvas)[0]).toHaveTextContent('JanuaryAED 48,25031/01/2026');
    await expect(cards(canvas)[11]).toHaveTextContent('December');
    await expect(canvas.getByRole('link', { name: /February/ })).toHaveAttribute('href', '/admin/expenses/1');
  },
};

/** /admin/expenses/1 in Arabic: six category cards, each to type/1. */
export const MonthCategoriesArabic: Story = {
  globals: arabic,
  render: () => <ExpenseCategories variant="month" month={1} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'مصروفات يناير' })).toBeVisible();
    await expect(sampleNote(canvas)).toHaveTextContent('بيانات تجريبية');
    await expect(cards(canvas)).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: /الرواتب/ })).toHaveAttribute('href', '/admin/expenses/type/1');
  },
};

/** /admin/allExpenses/{type}: the six categories of 002, red or green tinted. */
export const AllExpenses: Story = {
  render: () => <ExpenseCategories variant="all" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Expenses' })).toBeVisible();
    await expect(cards(canvas).map((card) => card.textContent.replace(/AED.*/, ''))).toEqual([
      'Salaries',
      'Electricity & Water',
      'Office Rent',
      'Vehicle Consumables',
      'IT Services',
      'Un-expected Expenses',
    ]);
    const tints = [...canvasElement.querySelectorAll('[data-slot="link-card"]')].map((card) =>
      card.className.includes('bg-danger-50') ? 'red' : card.className.includes('bg-success-50') ? 'green' : 'none',
    );
    await expect(new Set(tints)).toEqual(new Set(['red', 'green']));
  },
};

/** /admin/expenses/type/1 on a phone (390 px): employee name, ID, department and amount, stacked. */
export const TypeListPhone: Story = {
  render: () => <ExpenseTypeList type={1} />,
  globals: phoneStory().globals,
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Salaries' })).toBeVisible();
    await expect(columnHeaders(canvas)).toEqual(['Employee Name', 'Employee ID', 'Department', 'Amount']);
    await expect(dataRows(canvasElement)).toHaveLength(4);
    await expect(sampleNote(canvas)).toBeVisible();
    await phoneStory().play(context);
  },
};
