// Story helpers of the admin catalogue screens (stories only; not exported from the package).
import { expect, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import { openDialog } from '../../hospital/staff-forms/staff-forms.story-helpers';

/** The signed-in admin of the connected stories. */
export const adminSession = { token: 'story-token', role: 'ADMIN' };

/** Answers go through MSW (and the envelope): leave them time on a busy machine. */
export const slow = { timeout: 5000 };

/** What a play function reads the canvas with. */
type Canvas = Pick<typeof screen, 'findByRole' | 'getByRole' | 'queryByRole'>;
/** What a play function reads a dialog with (`within(dialog)`). */
export type InDialog = Pick<
  typeof screen,
  'getByRole' | 'findByRole' | 'queryByRole' | 'getAllByText' | 'getByText' | 'findByText' | 'getByLabelText'
>;

/** The catalogue's list, named by its heading ("Specialities"), once its answer arrived. */
export function findCatalogue(canvas: Pick<Canvas, 'findByRole'>, title: string): Promise<HTMLElement> {
  return canvas.findByRole('list', { name: title }, slow);
}

/** Chooses `action` ("Update", "Delete") in the ⋮ menu of the item named `name`. */
export async function chooseItemAction(name: string, action: string, menuLabel = `Actions for ${name}`) {
  await userEvent.click(await screen.findByRole('button', { name: menuLabel }, slow));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** Waits until each text shows in the dialog (as many times as listed). */
export async function expectMessages(inDialog: InDialog, messages: readonly string[]) {
  const counts = new Map<string, number>();
  for (const message of messages) counts.set(message, (counts.get(message) ?? 0) + 1);
  for (const [message, count] of counts) {
    await waitFor(() => expect(inDialog.getAllByText(message)).toHaveLength(count));
  }
}

/** Replaces a text field's value. */
export async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** The English texts a catalogue's stories use. */
export interface CatalogueStoryTexts {
  /** The heading and the list's name. */
  title: string;
  add: string;
  addTitle: string;
  updateTitle: string;
  submitAdd: string;
  submitUpdate: string;
  created: string;
  updated: string;
  deleted: string;
}

interface AddStoryOptions {
  texts: CatalogueStoryTexts;
  /** The messages an empty submit shows (002 §5). */
  emptyMessages: readonly string[];
  /** Fills the modal validly (and may try refused values first). */
  fill: (inDialog: InDialog) => Promise<void>;
  /** The new item's heading. */
  newName: string;
  /** Checks while the save runs (an upload's progress). */
  whileSaving?: (inDialog: InDialog) => Promise<void>;
  /** Checks on what was sent. */
  afterSave?: () => Promise<void>;
}

/**
 * The add story of a catalogue: an empty submit shows every 002 §5 message,
 * then a valid one is created ("… created successfully"), the modal closes
 * and the new item shows first in the list.
 */
export function addStory({ texts, emptyMessages, fill, newName, whileSaving, afterSave }: AddStoryOptions) {
  return {
    play: async ({ canvas }: { canvas: Canvas }) => {
      await findCatalogue(canvas, texts.title);
      await userEvent.click(canvas.getByRole('button', { name: texts.add }));
      const { dialog, inDialog } = await openDialog(texts.addTitle);
      await userEvent.click(inDialog.getByRole('button', { name: texts.submitAdd }));
      await expectMessages(inDialog, emptyMessages);
      await fill(inDialog);
      await userEvent.click(inDialog.getByRole('button', { name: texts.submitAdd }));
      await whileSaving?.(inDialog);
      await expectToast(texts.created);
      await waitFor(() => expect(dialog).not.toBeInTheDocument(), slow);
      const list = await findCatalogue(canvas, texts.title);
      await expect(await within(list).findByRole('heading', { name: newName }, slow)).toBeVisible();
      await afterSave?.();
    },
  };
}

interface UpdateDeleteStoryOptions {
  texts: CatalogueStoryTexts;
  /** The item updated (its English name) and its name after the update. */
  name: string;
  newName: string;
  /** The field renamed ("Name (English)"), its value before and after (default: the names). */
  field?: RegExp;
  fieldValue?: string;
  newFieldValue?: string;
  /** Anything else the update needs (a package category's image). */
  beforeSave?: (inDialog: InDialog) => Promise<void>;
  afterSave?: () => Promise<void>;
}

/**
 * The update and delete story of a catalogue: the item's Update opens the one
 * modal in update mode with its values; the saved name shows with "…
 * updated successfully"; then Delete asks "Are you sure you want to delete
 * this item?" and the item goes with "… deleted successfully".
 */
export function updateDeleteStory({
  texts,
  name,
  newName,
  field = /^Name \(English\)/,
  fieldValue = name,
  newFieldValue = newName,
  beforeSave,
  afterSave,
}: UpdateDeleteStoryOptions) {
  return {
    play: async ({ canvas }: { canvas: Canvas }) => {
      const list = await findCatalogue(canvas, texts.title);
      await chooseItemAction(name, 'Update');
      const { dialog, inDialog } = await openDialog(texts.updateTitle);
      const input = inDialog.getByRole('textbox', { name: field });
      await expect(input).toHaveValue(fieldValue);
      await retype(input, newFieldValue);
      await beforeSave?.(inDialog);
      await userEvent.click(inDialog.getByRole('button', { name: texts.submitUpdate }));
      await expectToast(texts.updated);
      await waitFor(() => expect(dialog).not.toBeInTheDocument(), slow);
      await expect(await within(list).findByRole('heading', { name: newName }, slow)).toBeVisible();
      await afterSave?.();
      await chooseItemAction(newName, 'Delete');
      const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await expectToast(texts.deleted);
      await waitFor(() => expect(within(list).queryByRole('heading', { name: newName })).not.toBeInTheDocument(), slow);
    },
  };
}

interface ArabicStoryOptions {
  /** The Arabic heading (the list's name), the first item's Arabic name, the add button and modal title. */
  title: string;
  itemName: string;
  add: string;
  addTitle: string;
  submitAdd: string;
  /** The Arabic messages of an empty submit. */
  emptyMessages: readonly string[];
}

/** The Arabic (right-to-left) story: the list in Arabic names, and the add modal's messages in Arabic. */
export function arabicStory({ title, itemName, add, addTitle, submitAdd, emptyMessages }: ArabicStoryOptions) {
  return {
    globals: arabic,
    play: async ({ canvas }: { canvas: Canvas }) => {
      const list = await findCatalogue(canvas, title);
      await expect(within(list).getByRole('heading', { name: itemName })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: add }));
      const { inDialog } = await openDialog(addTitle);
      await userEvent.click(inDialog.getByRole('button', { name: submitAdd }));
      await expectMessages(inDialog, emptyMessages);
    },
  };
}

/** A small PNG file for the image fields (its bytes are not read on the client). */
export function storyImage(name: string, size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}
