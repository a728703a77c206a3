import type { Locator, Page } from 'playwright-core';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day `offset` days from today, in the browser's (this machine's) time zone. */
export function dayFromToday(offset: number): Date {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() + offset);
  return day;
}

/** The calendar day button's accessible name starts "Saturday, 21 November 2026". */
export const dayLabel = (day: Date) =>
  `${WEEKDAYS[day.getDay()]}, ${day.getDate()} ${MONTHS[day.getMonth()]} ${day.getFullYear()}`;

/** `data-day` of the calendar's cells: YYYY-MM-DD. */
export const isoDay = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** DDMMYYYY, typed into a date field's day segment (en-GB order). */
export const typedDay = (day: Date) =>
  `${String(day.getDate()).padStart(2, '0')}${String(day.getMonth() + 1).padStart(2, '0')}${day.getFullYear()}`;

/** Types a day into a labelled date field (a group of spinbuttons). */
export async function typeDate(page: Page, scope: Locator | Page, label: string, day: Date): Promise<void> {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(typedDay(day));
}

/** Moves the month calendar forward until it shows the day's month. */
export async function showMonthOf(page: Page, day: Date): Promise<void> {
  const today = new Date();
  const months = (day.getFullYear() - today.getFullYear()) * 12 + day.getMonth() - today.getMonth();
  for (let i = 0; i < months; i += 1) await page.getByRole('button', { name: 'Next month' }).click();
}

/** The cell (`<td>`) of a day in the slot calendar. */
export const dayCell = (page: Page, day: Date) =>
  page.locator('td', { has: page.locator(`[data-slot="slot-calendar-day"][data-day="${isoDay(day)}"]`) });
