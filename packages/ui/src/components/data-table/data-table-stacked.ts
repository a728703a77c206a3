/**
 * The phone layout of every DataTable: where the table's own box is narrower
 * than 32rem (a container query, so a table in a narrow column stacks too),
 * each row becomes a card of "Label: value" lines, showing every column, with
 * the row's actions at its end. Only CSS display changes: the DOM stays one
 * <table> with its <thead> kept for screen readers (visually hidden), so rows,
 * cells and their column headers read as on a desktop (Chromium keeps table
 * roles for block and flex tables). Each label is the cell's `data-label`,
 * drawn as ::before with empty alternative text, as the header already names it.
 *
 * Wider tables keep the desktop layout; one that still does not fit scrolls
 * sideways in a named, focusable region (see `useScrollsSideways`).
 */
export const dataTableStacked = {
  /** On the element holding the table: the container the queries below measure. */
  container: '@container/data-table',
  table: '@max-lg/data-table:block',
  caption: '@max-lg/data-table:block',
  head: '@max-lg/data-table:sr-only',
  body: '@max-lg/data-table:block',
  row: '@max-lg/data-table:block @max-lg/data-table:h-auto @max-lg/data-table:border-b @max-lg/data-table:border-border @max-lg/data-table:px-4 @max-lg/data-table:py-3',
  cell: [
    '@max-lg/data-table:flex @max-lg/data-table:flex-wrap @max-lg/data-table:items-baseline @max-lg/data-table:gap-x-3',
    '@max-lg/data-table:border-0 @max-lg/data-table:px-0 @max-lg/data-table:py-1 @max-lg/data-table:text-start',
    '@max-lg/data-table:before:w-28 @max-lg/data-table:before:shrink-0 @max-lg/data-table:before:text-xs @max-lg/data-table:before:font-semibold @max-lg/data-table:before:text-neutral-700',
    '@max-lg/data-table:before:content-[attr(data-label)_/_""]',
  ].join(' '),
  /** The row's actions: no label, at the card's end. */
  actions:
    '@max-lg/data-table:flex @max-lg/data-table:justify-end @max-lg/data-table:border-0 @max-lg/data-table:px-0 @max-lg/data-table:pt-2 @max-lg/data-table:pb-0',
  /** The single loading, error or empty row. */
  status: '@max-lg/data-table:block',
} as const;
