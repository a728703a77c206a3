import { expect, type queries, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';

/** What `within(element)` gives (typed with the default queries). */
export type Queries = ReturnType<typeof within<typeof queries>>;

export const body = () => within(document.body);

/**
 * The toasts, read from the Toaster itself: while a modal dialog is open the
 * rest of the page (the toasts too) is hidden from role queries.
 */
export function toasts(): Queries {
  const toaster = document.querySelector<HTMLElement>('[data-slot="toaster"]');
  if (!toaster) throw new Error('No Toaster on the page (withToaster).');
  return within(toaster);
}

/** Waits until the calendar has loaded its month. */
export async function calendarReady(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      const grid = canvasElement.querySelector('[data-slot="slot-calendar-grid"]');
      if (!grid) throw new Error('The calendar has not rendered yet.');
      return expect(grid).not.toHaveAttribute('aria-busy');
      // The calendar's code and its month of slots may both still be on the way on a loaded machine.
    },
    { timeout: 5000 },
  );
}

/** The month loaded without a slot: the calendar says so. */
export async function expectEmptyMonth(canvas: Queries, canvasElement: HTMLElement) {
  await calendarReady(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent('No slots this month.');
}

/** The first month still loading (its listing never answers): the calendar says so and is busy. */
export async function expectLoadingSlots(canvas: Queries) {
  await expect(await canvas.findByText('Loading slots')).toBeVisible();
  await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
}

/** A failed load: the calendar's alert (its own message, or the server's) with a retry button. */
export async function expectLoadError(
  canvas: Queries,
  message = 'The slots could not be loaded.',
  retry = 'Try again',
) {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  await expect(canvas.getByRole('button', { name: retry })).toBeVisible();
}

/** The cell (`<td>`) of a day, to look at its slots. */
export function dayCell(canvasElement: HTMLElement, day: string): Queries {
  const button = canvasElement.querySelector(`[data-slot="slot-calendar-day"][data-day="${day}"]`);
  const cell = button?.closest('td');
  if (!(cell instanceof HTMLElement)) throw new Error(`No day ${day}`);
  return within(cell);
}

/** Opens Create Slots on a day (by the start of its accessible name) and gives the dialog. */
export async function openCreateSlots(canvas: Queries, dayName: RegExp, title = 'Create Slots') {
  await userEvent.click(canvas.getByRole('button', { name: dayName }));
  return within(await body().findByRole('dialog', { name: title }));
}

/** Opens a select of a dialog (by its label) and picks an option. */
export async function choose(dialog: Queries, label: RegExp, option: string) {
  await userEvent.click(dialog.getByRole('button', { name: label }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** Types a day (DDMMYYYY digits) into a labelled date field, segment by segment. */
export async function typeDate(scope: Queries, label: string, typed: string) {
  const [day] = within(scope.getByRole('group', { name: label })).getAllByRole('spinbutton');
  if (!day) throw new Error(`The ${label} field has no day segment.`);
  await userEvent.click(day);
  await userEvent.keyboard(typed);
}
