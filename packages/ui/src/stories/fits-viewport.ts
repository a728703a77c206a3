// A story helper (stories only; not exported from the package): checks a phone layout.
import { expect, waitFor } from 'storybook/test';
import { arabic } from './locale-globals';
import { phone } from './viewports';

/** A word narrower than this that still breaks across lines sits in a crushed box (longer ones, e.g. an e-mail address, may wrap). */
const shortWord = 160;

/** The elements the story shows: its canvas and the dialogs it opened (they render in portals). */
function shownRoots(canvasElement: HTMLElement): HTMLElement[] {
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')];
  return [canvasElement, ...dialogs.filter((dialog) => !canvasElement.contains(dialog))];
}

/** `<td class="…">Hamza</td>`-like description of an element, for the failure message. */
function describe(element: Element): string {
  const text = element.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
  const slot = element.getAttribute('data-slot');
  return `<${element.localName}${slot ? ` data-slot="${slot}"` : ''}>${text}`;
}

/** Whether `element` is a scroll region a keyboard can reach and a screen reader can name. */
function isNamedFocusableRegion(element: HTMLElement): boolean {
  const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
  return element.getAttribute('role') === 'region' && named && element.tabIndex >= 0;
}

/** The words of `text` broken across lines (hyphens, dashes and slashes are allowed break points). */
function brokenWords(text: Text): string[] {
  const broken: string[] = [];
  for (const match of text.data.matchAll(/[^\s\-–—/]+/g)) {
    const range = document.createRange();
    range.setStart(text, match.index);
    range.setEnd(text, match.index + match[0].length);
    const pieces = [...range.getClientRects()].filter((rect) => rect.width > 0);
    // Pieces on one line are bidirectional reordering (a full stop after English in Arabic), not a break.
    const lines = new Set(pieces.map((rect) => Math.round(rect.bottom)));
    const width = pieces.reduce((sum, rect) => sum + rect.width, 0);
    if (lines.size > 1 && width < shortWord) broken.push(match[0]);
  }
  return broken;
}

/**
 * Collects what does not fit in the viewport's width under `element`: boxes
 * reaching past either edge (outside a named, focusable scroll region), scroll
 * regions a keyboard cannot reach, and short words broken across lines.
 */
function collectProblems(element: HTMLElement, viewportWidth: number, clipped: boolean, problems: string[]): void {
  const style = getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') return;
  const box = element.getBoundingClientRect();
  const overflowX = style.overflowX;
  // Screen-reader-only text (1 px, clipped) is laid out one letter a line on purpose.
  if (overflowX !== 'visible' && (box.width <= 1 || box.height <= 1)) return;
  if (!clipped && box.width > 0 && (box.left < -1 || box.right > viewportWidth + 1)) {
    problems.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${viewportWidth}`);
  }
  const scrolls = (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
  if (scrolls && !isNamedFocusableRegion(element)) {
    problems.push(`${describe(element)} scrolls sideways but is not a named, focusable region`);
  }
  for (const child of element.childNodes) {
    if (child instanceof Text) {
      for (const word of brokenWords(child)) problems.push(`"${word}" is broken across lines in ${describe(element)}`);
    } else if (child instanceof HTMLElement) {
      collectProblems(child, viewportWidth, clipped || overflowX !== 'visible', problems);
    }
  }
}

interface Extent {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Widens `extent` to what `element` draws: its box and its children's, but not past a box that clips them. */
function widen(extent: Extent, element: Element): void {
  const rect = element.getBoundingClientRect();
  // Screen-reader-only and hidden inputs (1 px) draw nothing.
  if (rect.width <= 1 || rect.height <= 1) return;
  extent.left = Math.min(extent.left, rect.left);
  extent.right = Math.max(extent.right, rect.right);
  if (getComputedStyle(element).overflowX !== 'visible') return;
  for (const child of element.children) widen(extent, child);
}

/** The box around `element` and everything drawn inside it. */
function extent(element: HTMLElement): Extent {
  const box = element.getBoundingClientRect();
  const all = { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
  for (const child of element.children) widen(all, child);
  return all;
}

/** The box drawn around `field` (the nearest ancestor with a side border: a card, a dialog), if any. */
function frameOf(field: HTMLElement, root: HTMLElement): HTMLElement | undefined {
  for (let element = field.parentElement; element && root.contains(element); element = element.parentElement) {
    const style = getComputedStyle(element);
    if (parseFloat(style.borderInlineStartWidth) > 0 && parseFloat(style.borderInlineEndWidth) > 0) return element;
  }
  return undefined;
}

/** Form fields that reach past their card's or dialog's edge, or overlap another field. */
function fieldProblems(root: HTMLElement, problems: string[]): void {
  const fields = [...root.querySelectorAll<HTMLElement>('[data-slot="form-field"]')].filter(
    (field) => field.getBoundingClientRect().width > 0,
  );
  const boxes = fields.map(extent);
  fields.forEach((field, index) => {
    const box = boxes[index];
    const frame = frameOf(field, root);
    if (!box) return;
    if (frame) {
      const edge = frame.getBoundingClientRect();
      if (box.left < edge.left - 1 || box.right > edge.right + 1) {
        problems.push(`${describe(field)} reaches past the edge of ${describe(frame)}`);
      }
    }
    boxes.slice(index + 1).forEach((other, offset) => {
      const overlaps =
        Math.min(box.right, other.right) - Math.max(box.left, other.left) > 1 &&
        Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top) > 1;
      const next = fields[index + 1 + offset];
      if (overlaps && next) problems.push(`${describe(field)} overlaps ${describe(next)}`);
    });
  });
}

/**
 * Checks that the story fits a phone's width: no element reaches past the
 * viewport's left or right edge except inside a scroll region that is named
 * (role="region" + aria-label/-labelledby) and focusable (tabIndex 0), every
 * region that scrolls sideways is such a region, and no short word is broken
 * across lines (a column narrower than a word); form fields stay inside their
 * card or dialog and do not overlap one another. Open dialogs are checked too.
 */
export async function expectFitsViewport(canvasElement: HTMLElement): Promise<void> {
  // Waits for what settles after the first paint (lazy sections, measured regions).
  await waitFor(async () => {
    const viewportWidth = document.documentElement.clientWidth;
    const problems: string[] = [];
    for (const root of shownRoots(canvasElement)) {
      collectProblems(root, viewportWidth, false, problems);
      fieldProblems(root, problems);
    }
    // One line per problem, so a failure reads as a list.
    await expect(problems.join('\n')).toBe('');
  });
}

/**
 * A phone story (390 px wide; in Arabic, right to left, with `{ arabic: true }`)
 * whose play checks that the screen fits (`expectFitsViewport`). Give it the
 * populated state's args: `{ ...phoneStory({ arabic: true }), args: Arabic.args }`.
 */
export function phoneStory(options: { arabic?: boolean } = {}) {
  return {
    globals: options.arabic ? { ...arabic, ...phone } : { ...phone },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expectFitsViewport(canvasElement);
    },
  };
}
