// Story helpers of the hospital's records tables: Claimed Offers, Patient Promo
// Code, Appointments and Laboratory Reports (stories only; not exported from the package).
import type { paths } from '@aafiya/api-client';
import { handlers, hospitals, mockError } from '@aafiya/api-client/mocks';
import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, type screen, waitFor, within } from 'storybook/test';
import { userEvent } from './user-event';
import { neverAnswer } from './mock-requests';
import { arabic } from './locale-globals';
import { withApi } from './with-api';

type Queries = Pick<typeof screen, 'getByRole' | 'getAllByRole' | 'getByText' | 'findByRole' | 'findByText'>;

/** Decorator giving a records table the width of the hospital area's content. */
export const wideTable: Decorator = (Story) => (
  <div className="w-[72rem] max-w-full">
    <Story />
  </div>
);

/** The signed-in hospital of the connected stories: its id is the session's referenceId. */
export const hospitalSession = { token: 'story-token', role: 'HOSPITAL', referenceId: hospitals.marinaCare._id };

/** Decorator of connected records stories: the API, signed in as Marina Care Hospital. */
export const withHospitalApi: Decorator = withApi({ storage: hospitalSession });

/** MSW parameters: `first` answers before the default handlers (which answer every other call with fixtures). */
export function answering(...first: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...first, ...handlers] };
}

/** The data rows of `table`: its body rows with more than one cell (not the loading, error or empty row). */
export function tableRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') !== null && within(row).queryAllByRole('cell').length > 1);
}

/** The data rows of the one table in `canvas`, or of the table named `name` when there may be more. */
export function dataRows(canvas: HTMLElement, name?: string | RegExp): HTMLElement[] {
  return tableRows(within(canvas).getByRole('table', name === undefined ? {} : { name }));
}

/** Waits until the table in `canvas` (see `dataRows`) shows `count` data rows. */
export async function waitForRows(canvas: HTMLElement, count: number, name?: string | RegExp): Promise<void> {
  await waitFor(() => expect(dataRows(canvas, name)).toHaveLength(count));
}

/** The texts of the column headers in `scope`, in order. */
export function columnHeaders(scope: Pick<Queries, 'getAllByRole'>): (string | null)[] {
  return scope.getAllByRole('columnheader').map((header) => header.textContent);
}

/** Checks the page's title (its level 1 heading). */
export async function expectHeading(canvas: Pick<Queries, 'getByRole'>, name: string): Promise<void> {
  await expect(canvas.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * Checks a populated records page: its title `heading`, the column `headers` of
 * its table (the one named `table` when given) in order, and `rows` data rows.
 * Returns the data rows.
 */
export async function expectRecordsTable(
  canvasElement: HTMLElement,
  expected: { heading: string; table?: string; headers: string[]; rows: number },
): Promise<HTMLElement[]> {
  const canvas = within(canvasElement);
  await expectHeading(canvas, expected.heading);
  const table = canvas.getByRole('table', expected.table === undefined ? {} : { name: expected.table });
  await expect(columnHeaders(within(table))).toEqual(expected.headers);
  const rows = tableRows(table);
  await expect(rows).toHaveLength(expected.rows);
  return rows;
}

/** Moves the Date filter one day back: the day segment, then the down arrow. */
export async function pickPreviousDay(canvas: Pick<Queries, 'getByRole'>): Promise<void> {
  const [day] = within(canvas.getByRole('group', { name: 'Date' })).getAllByRole('spinbutton');
  if (!day) throw new Error('The Date filter has no day segment.');
  await userEvent.click(day);
  await userEvent.keyboard('{ArrowDown}');
}

/** A play function checking that `text` is on screen now. */
export function showsText(text: string): (context: { canvas: Pick<Queries, 'getByText'> }) => Promise<void> {
  return async ({ canvas }) => {
    await expect(canvas.getByText(text)).toBeVisible();
  };
}

// ---- The view's stories (rows, loading and error given as props) ----

interface LoadingStory {
  args: { rows: never[]; loading: true };
  play: (context: { canvas: Pick<Queries, 'getByRole'> }) => Promise<void>;
}

/** The view while its rows load: the table's loading status. */
export function loadingStory(): LoadingStory {
  return {
    args: { rows: [], loading: true },
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    },
  };
}

interface EmptyStory {
  globals?: typeof arabic;
  args: { rows: never[] };
  play: (context: { canvas: Pick<Queries, 'getByText'> }) => Promise<void>;
}

/** The view without rows, showing `text`; in Arabic (right to left) with `{ arabic: true }`. */
export function emptyStory(text: string, options: { arabic?: boolean } = {}): EmptyStory {
  const story: EmptyStory = { args: { rows: [] }, play: showsText(text) };
  return options.arabic ? { globals: arabic, ...story } : story;
}

interface ErrorStory {
  args: { rows: never[]; error: true };
  play: (context: { args: { onRetry?: unknown }; canvas: Pick<Queries, 'getByRole'> }) => Promise<void>;
}

/** The view whose rows failed to load: `message` in an alert, and Try again calls `onRetry`. */
export function errorStory(message: string): ErrorStory {
  return {
    args: { rows: [], error: true },
    play: async ({ args, canvas }) => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(message);
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(args.onRetry).toHaveBeenCalled();
    },
  };
}

// ---- The connected screen's stories (answers from MSW) ----

interface ConnectedStateStory {
  parameters: { msw: { handlers: HttpHandler[] } };
  play: (context: { canvas: Pick<Queries, 'findByRole' | 'findByText'> }) => Promise<void>;
}

/** The connected screen while its list's request (`method` `path`) never answers: the loading status. */
export function connectedLoadingStory(method: 'get' | 'post', path: keyof paths): ConnectedStateStory {
  return {
    parameters: { msw: answering(neverAnswer(method, path)) },
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    },
  };
}

/** The connected screen once `answer` (e.g. an empty list) arrived: `text` shows. */
export function connectedStateStory(answer: HttpHandler, text: string): ConnectedStateStory {
  return {
    parameters: { msw: answering(answer) },
    play: async ({ canvas }) => {
      await expect(await canvas.findByText(text)).toBeVisible();
    },
  };
}

/** The connected screen when its list's request (`method` `path`) fails with a 500: the page's `message` shows. */
export function connectedErrorStory(method: 'get' | 'post', path: keyof paths, message: string): ConnectedStateStory {
  return connectedStateStory(mockError(method, path, 500, { message: 'Database unavailable' }), message);
}

interface ConnectedArabicStory {
  globals: typeof arabic;
  play: (context: { canvas: Queries; canvasElement: HTMLElement }) => Promise<void>;
}

/** What an Arabic story checks is on screen: the page's title (level 1 heading) or a button. */
type Shown = { heading: string } | { button: string };

/**
 * The connected screen in Arabic: laid out right to left, its table (the one
 * named `table` when given) shows `rows` data rows, and `shown` is visible.
 */
export function connectedArabicStory(rows: number, shown: Shown, table?: RegExp): ConnectedArabicStory {
  return {
    globals: arabic,
    play: async ({ canvas, canvasElement }) => {
      await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
      await waitForRows(canvasElement, rows, table);
      const element =
        'heading' in shown
          ? canvas.getByRole('heading', { level: 1, name: shown.heading })
          : canvas.getByRole('button', { name: shown.button });
      await expect(element).toBeVisible();
    },
  };
}
