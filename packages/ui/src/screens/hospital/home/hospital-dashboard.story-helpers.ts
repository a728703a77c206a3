import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';

type Queries = StoryContext['canvas'];

/** Types a day (DDMMYYYY digits) into the labelled date field, segment by segment. */
export async function typeDate(canvas: Queries, label: string, typed: string) {
  const group = canvas.getByRole('group', { name: label });
  const [day] = within(group).getAllByRole('spinbutton');
  if (!day) throw new Error(`The ${label} field has no day segment.`);
  await userEvent.click(day);
  await userEvent.keyboard(typed);
}

/** The body rows of a table (the header row left out). */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') !== null);
}

/** Checks the status badges' colours (000 §4): BOOKED primary, APPROVED warning, TAKEN success, others secondary. */
export async function expectBadgeColours(
  table: HTMLElement,
  labels: { booked: string; approved: string; taken: string; other: string },
) {
  const scope = within(table);
  await expect(scope.getByText(labels.booked)).toHaveClass('text-primary-700');
  await expect(scope.getByText(labels.approved)).toHaveClass('text-warning-800');
  await expect(scope.getByText(labels.taken)).toHaveClass('text-success-700');
  await expect(scope.getByText(labels.other)).toHaveClass('text-secondary-700');
}

/** The total box of the From/To card. */
export function countBox(canvasElement: HTMLElement): HTMLElement {
  const box = canvasElement.querySelector<HTMLElement>('[data-slot="appointment-count"]');
  if (!box) throw new Error('The dashboard has no count box.');
  return box;
}
