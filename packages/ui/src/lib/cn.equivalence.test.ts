import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { classWords } from '../../../../scripts/class-words.mjs';
import { cn } from './cn';

// cn() merges with tailwind-merge's engine and a configuration restricted to the
// class groups the sources use (tailwind-merge-config.gen.ts, #18). These tests hold
// it to the full `twMerge`: every pair of classes written anywhere in @aafiya/ui's
// and the sites' sources (stories and tests included), then a table of the
// overrides components and callers rely on. A failure names the classes: a new
// class from a group not kept yet; run `node scripts/tailwind-merge-config.mjs`.

/** The words of the sources the full twMerge takes for Tailwind classes: a class twice merges into one. */
const classes = classWords().filter((word) => twMerge(`${word} ${word}`) === word);

/** A class without its variants and `!`: `hover:bg-x` → `bg-x`; a `:` inside `[…]` or `(…)` belongs to the class. */
function baseOf(className: string): string {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const character = className[index];
    if (character === '[' || character === '(') depth++;
    else if (character === ']' || character === ')') depth--;
    else if (character === ':' && depth === 0) start = index + 1;
  }
  return className.slice(start).replace(/^!|!$/g, '');
}

/** The pairs `a b` of a list (both orders, each class with itself too) where cn() and twMerge differ. */
function differences(list: readonly string[]): string[] {
  const found: string[] = [];
  for (const first of list) {
    for (const second of list) {
      const joined = `${first} ${second}`;
      const expected = twMerge(joined);
      const actual = cn(first, second);
      if (actual !== expected) found.push(`${joined}: cn "${actual}", twMerge "${expected}"`);
    }
  }
  return found;
}

describe('cn merges as the full tailwind-merge', () => {
  it('finds the classes of the sources', () => {
    // The scan works: the design system's own classes are among them.
    expect(classes).toEqual(expect.arrayContaining(['w-full', 'text-sm', 'text-foreground', 'px-4', 'ms-auto']));
    expect(classes.length).toBeGreaterThan(400);
  });

  // About 300,000 pairs: 7 s alone, more on a loaded CI machine (it once passed 5 s there).
  it('for every pair of classes written in the sources, variants included', { timeout: 60_000 }, () => {
    expect(differences(classes).slice(0, 20)).toEqual([]);
  });

  // Fewer pairs, but 25 s once on a machine at a load of 11.
  it('for every pair of those classes without their variants', { timeout: 60_000 }, () => {
    const bases = [...new Set(classes.map(baseOf))].filter((base) => twMerge(`${base} ${base}`) === base);
    expect(differences(bases).slice(0, 20)).toEqual([]);
  });

  // [default classes, the caller's className, what remains]
  const overrides: [string, string, string][] = [
    // A field's width, a caller's height in an arbitrary value.
    ['w-full min-w-0', 'w-56', 'min-w-0 w-56'],
    ['h-10 w-full', 'h-[900px]', 'w-full h-[900px]'],
    ['w-full', 'w-(--trigger-width)', 'w-(--trigger-width)'],
    ['size-4', 'w-6', 'size-4 w-6'],
    ['w-6 h-6', 'size-4', 'size-4'],
    // Font size against a colour: both stay; colour against colour: the last.
    ['text-sm text-foreground', 'text-danger', 'text-sm text-danger'],
    ['text-sm text-foreground', 'text-danger-700', 'text-sm text-danger-700'],
    ['text-sm', 'text-lg', 'text-lg'],
    ['text-sm leading-7', 'text-base', 'text-base'],
    ['text-start', 'text-center', 'text-center'],
    ['bg-surface border-border', 'bg-surface-muted', 'border-border bg-surface-muted'],
    ['border-border', 'border-danger-600', 'border-danger-600'],
    ['bg-neutral-900/40', 'bg-neutral-900/60', 'bg-neutral-900/60'],
    // Padding: the shorthand against its sides, in both orders.
    ['p-4', 'px-2', 'p-4 px-2'],
    ['px-2 py-1', 'p-4', 'p-4'],
    ['px-2 py-1', 'px-4', 'py-1 px-4'],
    // Logical sides (right-to-left safe).
    ['ps-2 pe-2', 'px-4', 'px-4'],
    ['px-4', 'ps-2', 'px-4 ps-2'],
    ['ms-2 me-2', 'mx-auto', 'mx-auto'],
    ['ms-auto', 'ms-0.5', 'ms-0.5'],
    ['me-2', 'me-4', 'me-4'],
    ['start-0 end-0', 'inset-x-0', 'inset-x-0'],
    ['start-3', 'start-0', 'start-0'],
    ['end-2', 'end-4', 'end-4'],
    ['inset-0', 'start-4', 'inset-0 start-4'],
    ['border-s', 'border-0', 'border-0'],
    ['rounded-e-md rounded-s-md', 'rounded-full', 'rounded-full'],
    ['rounded-md', 'rounded-full', 'rounded-full'],
    ['rounded-md', 'rounded-s-none', 'rounded-md rounded-s-none'],
    // Variants: each merges only with the same variants, in any order.
    ['hover:bg-neutral-100 bg-surface', 'hover:bg-primary-50', 'bg-surface hover:bg-primary-50'],
    [
      'focus-visible:outline-2 focus-visible:outline-ring',
      'focus-visible:outline-danger-600',
      'focus-visible:outline-2 focus-visible:outline-danger-600',
    ],
    ['data-[state=open]:bg-neutral-100', 'data-[state=open]:bg-primary-50', 'data-[state=open]:bg-primary-50'],
    ['rtl:-scale-x-100', 'rtl:scale-x-100', 'rtl:scale-x-100'],
    ['hover:focus:underline', 'focus:hover:no-underline', 'focus:hover:no-underline'],
    ["before:content-[''] after:content-['']", 'after:content-none', "before:content-[''] after:content-none"],
    ['disabled:opacity-50', '!opacity-60', 'disabled:opacity-50 !opacity-60'],
    ['opacity-70', 'opacity-60!', 'opacity-70 opacity-60!'],
    // Container queries and named containers.
    ['@container/shell grid-cols-1 @md:grid-cols-2', '@md:grid-cols-3', '@container/shell grid-cols-1 @md:grid-cols-3'],
    ['@container', '@container/data-table', '@container/data-table'],
    ['@max-lg/data-table:px-4', '@max-lg/data-table:px-0', '@max-lg/data-table:px-0'],
    ['@3xl/shell:flex', '@3xl/shell:hidden', '@3xl/shell:hidden'],
    ['[&_svg]:size-4', '[&_svg]:size-5', '[&_svg]:size-5'],
    // Arbitrary values and properties; classes that are not Tailwind's stay.
    ['max-h-64', 'max-h-[calc(100dvh-2rem)]', 'max-h-[calc(100dvh-2rem)]'],
    ['grid-cols-2', 'grid-cols-[auto_1fr]', 'grid-cols-[auto_1fr]'],
    ['[overflow-wrap:anywhere]', '[overflow-wrap:normal]', '[overflow-wrap:normal]'],
    ['z-40', 'z-[100]', 'z-[100]'],
    ['aafiya-basemap-shape', 'leaflet-container', 'aafiya-basemap-shape leaflet-container'],
    ['flex hidden', 'grid', 'grid'],
    ['line-clamp-3', 'block overflow-auto', 'line-clamp-3 block overflow-auto'],
    ['block overflow-hidden', 'line-clamp-3', 'line-clamp-3'],
    ['shadow-sm', 'shadow-none', 'shadow-none'],
    ['font-medium font-sans', 'font-semibold', 'font-sans font-semibold'],
  ];

  it.each(overrides)('%s + %s', (defaults, className, expected) => {
    expect(twMerge(defaults, className)).toBe(expected);
    expect(cn(defaults, className)).toBe(expected);
  });
});
