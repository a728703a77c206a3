// Story helpers of the staff screens (stories only; not exported from the package).
import { toDoctorPage, toLaboratoryPage, toNursePage, toReceptionistPage } from '@aafiya/api-client';
import { fixtures } from '@aafiya/api-client/mocks';
import { expect, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';

/** The fixtures as the views take them. */
export const storyDoctors = toDoctorPage(fixtures.DoctorPage).items;
export const storyArabicDoctors = toDoctorPage(fixtures.DoctorPage, 'ar').items;
export const storyNurses = toNursePage(fixtures.NursePage).items;
export const storyLaboratories = toLaboratoryPage(fixtures.LaboratoryPage).items;
export const storyReceptionists = toReceptionistPage(fixtures.ReceptionistPage).items;

/** The zero-based `page` query parameter of a mocked request. */
export function pageOf(request: Request): number {
  return Number(new URL(request.url).searchParams.get('page') ?? '0');
}

/** Every item of a list, split into pages of `size`: what a paged mock answers for page `page`. */
export function slicePage<T>(items: readonly T[], page: number, size: number) {
  return {
    items: items.slice(page * size, page * size + size),
    pageNumber: page,
    numberOfPages: Math.ceil(items.length / size),
    totalItems: items.length,
  };
}

interface Texts {
  /** The card's Delete button name prefix ("Delete" / "حذف"). */
  deleteLabel?: string;
  question?: string;
  confirm?: string;
}

/** The confirmation's texts in Arabic, for `confirmDelete(name, arabicDelete)`. */
export const arabicDelete: Texts = {
  deleteLabel: 'حذف',
  question: 'هل أنت متأكد أنك تريد حذف هذا العنصر؟',
  confirm: 'حذف',
};

/** Clicks a card's Delete, checks the question, and confirms. */
export async function confirmDelete(name: string, texts: Texts = {}) {
  const { deleteLabel = 'Delete', question = 'Are you sure you want to delete this item?', confirm = 'Delete' } = texts;
  await userEvent.click(await screen.findByRole('button', { name: `${deleteLabel} ${name}` }));
  const dialog = await screen.findByRole('alertdialog', { name: question });
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
  return dialog;
}

/** The names on the cards of the list, in order. */
export function cardNames(list: HTMLElement): (string | null)[] {
  return within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
}

/** The card grid of the screen. */
export function cardGrid(): HTMLElement {
  const grid = document.querySelector<HTMLElement>('[data-slot="card-grid"]');
  if (!grid) throw new Error('No card grid on screen');
  return grid;
}

/** Waits until the card grid shows these names. */
export async function expectCards(names: string[]) {
  await waitFor(async () => {
    await expect(cardNames(cardGrid())).toEqual(names);
  });
}

/**
 * Waits for a toast with this text. Found in the toaster's element rather than
 * by role: while a modal is open the rest of the page is hidden from
 * assistive technology, the toasts' region included.
 */
export async function expectToast(text: string) {
  await waitFor(async () => {
    const toaster = document.querySelector<HTMLElement>('[data-slot="toaster"]');
    if (!toaster) throw new Error('No toaster on screen');
    await expect(within(toaster).getByText(text)).toBeVisible();
  });
}
