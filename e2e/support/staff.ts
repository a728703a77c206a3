import type { Locator, Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import { waitForPath } from './sign-in';

/** A name no other run or seed record shares: letters only, as the name fields require. */
export function uniqueName(prefix: string): string {
  const letters = Date.now()
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');
  return `${prefix}${letters}`;
}

/** Waits for a toast with the text (its card also reads "Success:" or "Error:" to screen readers). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-slot="toaster"]').getByText(text).first().waitFor();
}

/** The open modal with the title. */
export async function dialogNamed(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

/**
 * Opens a Select by its button and chooses an option. The list is asked for
 * again when it has not opened within 5 s (seen twice on a loaded CI machine,
 * never on a quiet one: the first press landed while the dialog was still
 * settling; the cause is not found yet).
 */
export async function chooseOption(page: Page, trigger: Locator, option: string): Promise<void> {
  const item = page.getByRole('option', { name: option, exact: true });
  await vi.waitFor(
    async () => {
      if (!(await item.isVisible())) await trigger.click();
      await item.waitFor({ timeout: 5_000 });
    },
    { timeout: 20_000, interval: 100 },
  );
  await item.click();
}

/** Chooses an option of a labelled Select. */
export async function choose(page: Page, scope: Locator, label: RegExp, option: string): Promise<void> {
  await chooseOption(page, scope.getByRole('button', { name: label }), option);
}

/** Opens a sidebar entry and waits for its path. */
export async function openFromSidebar(page: Page, link: string, path: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await waitForPath(page, path);
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

/** Fills first name, last name, email and mobile (typed, through the +971 mask). */
export async function fillPerson(dialog: Locator, person: Person): Promise<void> {
  await dialog.getByRole('textbox', { name: 'First Name' }).fill(person.firstName);
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill(person.lastName);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await dialog.getByRole('textbox', { name: 'Mobile' }).pressSequentially(person.mobile);
}

/** A person made up for one run. */
export function newPerson(kind: string): Person {
  // First names sort first ("Aa…"), so the new card is on the list's first page.
  const firstName = uniqueName('Aa');
  return {
    firstName,
    lastName: `Test${kind}`,
    email: `${firstName}.${kind.toLowerCase()}@e2e.example.ae`,
    mobile: `50${String(Date.now()).slice(-7)}`,
  };
}

/** The card of a person in a staff list, by a word of its name no other card has. */
export const personCard = (page: Page, uniqueWord: string) =>
  page.locator('[data-slot="person-card"]', { hasText: uniqueWord });

/** Deletes a person from its card, through the confirmation. */
export async function deleteFromCard(page: Page, uniqueWord: string, toast: string): Promise<void> {
  const card = personCard(page, uniqueWord);
  await card.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, toast);
  await expect.poll(() => card.count()).toBe(0);
}

/** Counts the "Required" messages of a form. */
export const requiredCount = (scope: Locator) => scope.getByText('Required', { exact: true }).count();
