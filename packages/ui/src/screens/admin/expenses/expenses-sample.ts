// The expense screens' placeholder content (002: "Expense screens are static mock-ups … hard-coded
// placeholder text with no real data or calls"). Every figure here is made up, and the screens say so.
import type { KeyOf } from '../../../i18n/translation-types';

/** A month's card: its placeholder date (the month's last day) and total. */
export interface SampleMonth {
  /** 1 (January) to 12. */
  month: number;
  date: string;
  amount: number;
}

const monthTotals = [48_250, 45_900, 51_300, 47_150, 49_800, 52_400, 55_100, 53_600, 50_200, 48_900, 46_700, 57_300];

export const sampleMonths: readonly SampleMonth[] = monthTotals.map((amount, index) => {
  const month = index + 1;
  const lastDay = new Date(Date.UTC(2026, month, 0)).getUTCDate();
  return { month, date: `2026-${String(month).padStart(2, '0')}-${lastDay}`, amount };
});

/** An expense category of 002 (Salaries … Un-expected Expenses), red or green tinted. */
export interface SampleCategory {
  /** Its place in the list (1–6), as the type list's route takes it. */
  type: number;
  name: KeyOf<'admin'>;
  amount: number;
  tone: 'red' | 'green';
}

export const sampleCategories: readonly SampleCategory[] = [
  { type: 1, name: 'categorySalaries', amount: 32_500, tone: 'red' },
  { type: 2, name: 'categoryElectricityWater', amount: 4_850, tone: 'green' },
  { type: 3, name: 'categoryOfficeRent', amount: 9_000, tone: 'red' },
  { type: 4, name: 'categoryVehicleConsumables', amount: 1_720, tone: 'green' },
  { type: 5, name: 'categoryItServices', amount: 2_430, tone: 'green' },
  { type: 6, name: 'categoryUnexpected', amount: 750, tone: 'red' },
];

/** A line of a category's list: an employee and an amount. */
export interface SampleEmployee {
  id: string;
  name: string;
  department: KeyOf<'admin'>;
  amount: number;
}

export const sampleEmployees: readonly SampleEmployee[] = [
  { id: 'EMP-1001', name: 'Khalid Al Qasimi', department: 'departmentFinance', amount: 9_500 },
  { id: 'EMP-1002', name: 'Noura Al Falasi', department: 'departmentOperations', amount: 8_200 },
  { id: 'EMP-1003', name: 'Rajesh Nair', department: 'departmentIt', amount: 7_800 },
  { id: 'EMP-1004', name: 'Sara Al Hashimi', department: 'departmentHumanResources', amount: 7_000 },
];
