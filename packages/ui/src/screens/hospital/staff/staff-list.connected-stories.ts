// The connected staff lists' stories (doctors, nurses, laboratories,
// receptionists) made once: each list's story file states only its texts,
// fixtures and the stories of its own (stories only; not exported from the package).
import { handlers, mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import type { ComponentType } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { toast } from '../../../components/toaster';
import type { arabic } from '../../../stories/locale-globals';
import { neverAnswer, requestLog } from '../../../stories/mock-requests';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import type { StaffListScreenProps } from './staff-list-screen';
import { confirmDelete, expectCards, expectToast } from './staff.story-helpers';

/** The contract path of each list; its search is `{path}/search/{text}`. */
export type StaffListPath = '/doctors' | '/nurse' | '/labortories' | '/receptionists';

type SearchPath<P extends StaffListPath> = `${P}/search/{text}`;

export interface StaffListStoriesConfig<P extends StaffListPath> {
  path: P;
  /** An answer with no items, for the list (`path`) and for a search. */
  noItems: (path: P | SearchPath<P>) => HttpHandler;
  /** Handlers every story answers with before the fixtures (e.g. the add modal's lookups). */
  handlers?: HttpHandler[];
}

/** A story of any of the four lists: their screens take the same props; `onOpen` is a spy. */
type StaffListStory = StoryObj<{
  component: ComponentType<StaffListScreenProps>;
  args: { onOpen: ReturnType<typeof fn> };
}>;

/**
 * The stories of a connected staff list on `path`: its meta's handlers and
 * logs, and the stories the four lists share (loading, failure, empty, empty
 * search, search results, populated, delete), given their texts.
 */
export function staffListStories<P extends StaffListPath>({
  path,
  noItems,
  handlers: first = [],
}: StaffListStoriesConfig<P>) {
  const searchPath: SearchPath<P> = `${path}/search/{text}`;
  /** The requests MSW saw: the list's pages, the searches and the adds, cleared before each story. */
  const logs = {
    list: requestLog('get', path),
    search: requestLog('get', searchPath),
    create: requestLog('post', path),
  };

  /** MSW parameters: the logs, then `answers`, then the list's own handlers, then the fixtures. */
  function answering(...answers: HttpHandler[]): { handlers: HttpHandler[] } {
    return {
      handlers: [logs.list.handler, logs.search.handler, logs.create.handler, ...answers, ...first, ...handlers],
    };
  }

  /** The story meta's parts every connected list shares (the file adds its title and component). */
  const meta = {
    args: { onOpen: fn() },
    decorators: [withToaster, withApi()],
    parameters: { layout: 'padded', msw: answering() },
    beforeEach: () => {
      toast.clear();
      logs.list.clear();
      logs.search.clear();
      logs.create.clear();
    },
  } satisfies Meta<ComponentType<StaffListScreenProps>>;

  /** `globals` (e.g. `arabic`) when given. */
  const inLocale = (globals?: typeof arabic) => (globals ? { globals } : {});

  return {
    meta,
    logs,
    answering,

    /** The first page asked (page 0) shows `cards` in order; a card opens `open`'s detail. */
    populated(cards: string[], open: { name: string; id: string }): StaffListStory {
      return {
        play: async ({ args, canvas }) => {
          await expectCards(cards);
          await expect(logs.list.urls[0]?.searchParams.get('page')).toBe('0');
          await userEvent.click(canvas.getByRole('button', { name: open.name }));
          await expect(args.onOpen).toHaveBeenCalledWith(open.id);
        },
      };
    },

    /** The list's request never answers: the loading status. */
    loading(): StaffListStory {
      return {
        parameters: { msw: answering(neverAnswer('get', path)) },
        play: async ({ canvas }) => {
          await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
        },
      };
    },

    /** The list's request fails with a 500: `text` in an alert. */
    loadError(text: string, globals?: typeof arabic): StaffListStory {
      return {
        ...inLocale(globals),
        parameters: { msw: answering(mockError('get', path, 500, { message: 'Database unavailable' })) },
        play: async ({ canvas }) => {
          await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
        },
      };
    },

    /** The list has no items: `text`. */
    empty(text: string, globals?: typeof arabic): StaffListStory {
      return {
        ...inLocale(globals),
        parameters: { msw: answering(noItems(path)) },
        play: async ({ canvas }) => {
          await expect(await canvas.findByText(text)).toBeVisible();
        },
      };
    },

    /** The search for `search` finds nothing: `text`. */
    emptySearch(search: string, text: string, globals?: typeof arabic): StaffListStory {
      return {
        ...inLocale(globals),
        args: { search },
        parameters: { msw: answering(noItems(searchPath)) },
        play: async ({ canvas }) => {
          await expect(await canvas.findByText(text)).toBeVisible();
        },
      };
    },

    /** The search for `search` (its first page asked) answers `answer`: `cards` in order. */
    searchResults(search: string, answer: HttpHandler, cards: string[]): StaffListStory {
      return {
        args: { search },
        parameters: { msw: answering(answer) },
        play: async () => {
          await expectCards(cards);
          await expect(logs.search.urls[0]?.pathname).toMatch(new RegExp(`${path}/search/${search}$`));
          await expect(logs.search.urls[0]?.searchParams.get('page')).toBe('0');
        },
      };
    },

    /**
     * With `cards` shown, Delete on `name` through the confirmation: the `deleted`
     * toast, the confirmation closes and the list loads again.
     */
    deleteThroughConfirmation(cards: string[], name: string, deleted: string): StaffListStory {
      return {
        play: async () => {
          await expectCards(cards);
          const loadsBefore = logs.list.urls.length;
          await confirmDelete(name);
          await expectToast(deleted);
          await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
          await waitFor(() => expect(logs.list.urls.length).toBeGreaterThan(loadsBefore));
        },
      };
    },
  };
}
