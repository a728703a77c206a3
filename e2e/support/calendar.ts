import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * Opens Create Slots on a day of the slot calendar by keyboard. The calendar
 * answers once the provider's record and slots are in (while they load, a day
 * opens nothing), so the key is pressed again until the dialog shows.
 */
export async function openCreateSlots(page: Page, day: Date): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Create Slots' });
  const dayButton = page.getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) });
  await expect
    .poll(
      async () => {
        if (await dialog.isVisible()) return true;
        await dayButton.press('Enter');
        return dialog.isVisible();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
  return dialog;
}
