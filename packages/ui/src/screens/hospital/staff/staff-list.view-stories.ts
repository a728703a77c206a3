// The staff list views' stories (doctors, nurses, laboratories, receptionists)
// made once: each list's story file states only its texts, fixtures and the
// stories of its own (stories only; not exported from the package).
import { expect, fn, type screen } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { confirmDelete } from './staff.story-helpers';
import type { StaffDirectoryTexts } from './staff-directory';

type Queries = Pick<typeof screen, 'getByRole' | 'queryByRole' | 'getByText'>;

interface ViewContext {
  args: { onRetry?: unknown; onPageChange?: unknown; onOpen?: unknown; onAdd?: unknown; onDelete?: unknown };
  canvas: Queries;
  canvasElement: HTMLElement;
}

interface ViewStory<Args> {
  args?: Args;
  globals?: typeof arabic;
  play: (context: ViewContext) => Promise<void>;
}

/** A card of the fixtures: the name it shows, the id it stands for. */
interface Card {
  name: string;
  id: string;
}

/** The view's texts as the stories read them: its title, add button, empty states and failure. */
type ListTexts = Pick<StaffDirectoryTexts, 'title' | 'add' | 'empty' | 'emptySearch' | 'error'>;

export interface StaffListViewStoriesConfig<NoItems> {
  /** The view's items prop with no items, e.g. `{ doctors: [] }`. */
  noItems: NoItems;
  /** The text of the empty search. */
  search: string;
  en: ListTexts;
  ar: ListTexts;
}

/**
 * The stories every staff list view has, from its texts in English and Arabic:
 * loading, failure, empty and empty search (in both languages), and, with the
 * list's own checks added by `more`, the populated list (`populated`) and the
 * Arabic layout (`arabic`). `args` are the meta's args besides the items.
 */
export function staffListViewStories<NoItems>({ noItems, search, en, ar }: StaffListViewStoriesConfig<NoItems>) {
  const loadingArgs = { status: 'loading' as const, ...noItems, pageCount: 0 };
  const errorArgs = { status: 'error' as const, ...noItems, pageCount: 0 };
  const emptyArgs = { ...noItems, pageCount: 0 };
  const emptySearchArgs = { ...noItems, pageCount: 0, search };

  /** The empty list's or search's `text` in the status region. */
  const showsStatus =
    (text: string) =>
    async ({ canvas }: ViewContext) => {
      await expect(canvas.getByRole('status')).toHaveTextContent(text);
    };
  /** The failure's `text` in the alert. */
  const showsAlert =
    (text: string) =>
    async ({ canvas }: ViewContext) => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(text);
    };

  return {
    args: {
      status: 'ready' as const,
      page: 0,
      pageCount: 1,
      onPageChange: fn(),
      onOpen: fn(),
      onDelete: fn(),
      onAdd: fn(),
      onRetry: fn(),
    },

    /**
     * The fixtures' list under its title (then `more`'s checks): the add button
     * calls `onAdd`, the card `open` opens its detail, and Delete on `remove`
     * through the confirmation calls `onDelete`.
     */
    populated(cards: { open: Card; remove: Card }, more?: (context: ViewContext) => Promise<void>): ViewStory<never> {
      return {
        play: async (context) => {
          const { args, canvas } = context;
          await expect(canvas.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
          await more?.(context);
          await userEvent.click(canvas.getByRole('button', { name: en.add }));
          await expect(args.onAdd).toHaveBeenCalledOnce();
          await userEvent.click(canvas.getByRole('button', { name: cards.open.name }));
          await expect(args.onOpen).toHaveBeenCalledWith(cards.open.id);
          await confirmDelete(cards.remove.name);
          await expect(args.onDelete).toHaveBeenCalledWith(cards.remove.id);
        },
      };
    },

    Loading: {
      args: loadingArgs,
      play: async ({ canvas }) => {
        await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
        await expect(canvas.queryByRole('list')).toBeNull();
        await expect(canvas.queryByRole('navigation')).toBeNull();
      },
    } satisfies ViewStory<typeof loadingArgs>,

    LoadError: {
      args: errorArgs,
      play: async (context) => {
        await showsAlert(en.error)(context);
        await userEvent.click(context.canvas.getByRole('button', { name: 'Try again' }));
        await expect(context.args.onRetry).toHaveBeenCalledOnce();
      },
    } satisfies ViewStory<typeof errorArgs>,

    Empty: {
      args: emptyArgs,
      play: async (context) => {
        await showsStatus(en.empty)(context);
        await expect(context.canvas.queryByRole('navigation')).toBeNull();
        await expect(context.canvas.getByRole('button', { name: en.add })).toBeVisible();
      },
    } satisfies ViewStory<typeof emptyArgs>,

    EmptySearch: { args: emptySearchArgs, play: showsStatus(en.emptySearch) } satisfies ViewStory<
      typeof emptySearchArgs
    >,

    ArabicEmpty: { args: emptyArgs, globals: arabic, play: showsStatus(ar.empty) } satisfies ViewStory<
      typeof emptyArgs
    >,

    ArabicEmptySearch: {
      args: emptySearchArgs,
      globals: arabic,
      play: showsStatus(ar.emptySearch),
    } satisfies ViewStory<typeof emptySearchArgs>,

    ArabicLoadError: { args: errorArgs, globals: arabic, play: showsAlert(ar.error) } satisfies ViewStory<
      typeof errorArgs
    >,

    /** At a phone's width (390 px) the list fits (`expectFitsViewport`); in Arabic with `{ arabic: true }`. */
    phone<Args extends object = never>(options: { arabic?: boolean; args?: Args } = {}) {
      return { ...phoneStory(options), ...(options.args === undefined ? {} : { args: options.args }) };
    },

    /** Right to left, with the Arabic title and add button; then `more`'s checks, with its args. */
    arabic<Args extends object = never>(
      more: { args?: Args; play?: (context: ViewContext) => Promise<void> } = {},
    ): ViewStory<Args> {
      return {
        globals: arabic,
        ...(more.args === undefined ? {} : { args: more.args }),
        play: async (context) => {
          await expect(context.canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
          await expect(context.canvas.getByRole('heading', { level: 1, name: ar.title })).toBeVisible();
          await expect(context.canvas.getByRole('button', { name: ar.add })).toBeVisible();
          await more.play?.(context);
        },
      };
    },
  };
}
