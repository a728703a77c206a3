import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from './page-items';

/** The pager as the user reads it: one-based numbers and "…" for gaps. */
function shown(items: PageItem[]): string {
  return items.map((item) => (typeof item === 'number' ? String(item + 1) : '…')).join(' ');
}

describe('pageItems', () => {
  it('lists nothing when there are no pages', () => {
    expect(pageItems(0, 0)).toEqual([]);
    expect(pageItems(0, -3)).toEqual([]);
  });

  it('lists the single page', () => {
    expect(pageItems(0, 1)).toEqual([0]);
  });

  it('lists every page up to seven pages', () => {
    expect(pageItems(0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageItems(6, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('shortens the middle of a long list (1 … 4 5 6 … 20)', () => {
    expect(pageItems(4, 20)).toEqual([0, 'start-ellipsis', 3, 4, 5, 'end-ellipsis', 19]);
    expect(shown(pageItems(4, 20))).toBe('1 … 4 5 6 … 20');
  });

  it('shows the first pages in full near the start', () => {
    expect(shown(pageItems(0, 20))).toBe('1 2 3 4 5 … 20');
    expect(shown(pageItems(2, 20))).toBe('1 2 3 4 5 … 20');
    expect(shown(pageItems(3, 20))).toBe('1 2 3 4 5 … 20');
    expect(shown(pageItems(4, 20))).toBe('1 … 4 5 6 … 20');
  });

  it('shows the last pages in full near the end', () => {
    expect(shown(pageItems(19, 20))).toBe('1 … 16 17 18 19 20');
    expect(shown(pageItems(16, 20))).toBe('1 … 16 17 18 19 20');
    expect(shown(pageItems(15, 20))).toBe('1 … 15 16 17 … 20');
  });

  it('handles eight pages, the smallest shortened list', () => {
    expect(shown(pageItems(0, 8))).toBe('1 2 3 4 5 … 8');
    expect(shown(pageItems(3, 8))).toBe('1 2 3 4 5 … 8');
    expect(shown(pageItems(4, 8))).toBe('1 … 4 5 6 7 8');
    expect(shown(pageItems(7, 8))).toBe('1 … 4 5 6 7 8');
  });

  it('always includes the current, first and last page and keeps seven entries', () => {
    for (let pageCount = 8; pageCount <= 30; pageCount++) {
      for (let page = 0; page < pageCount; page++) {
        const items = pageItems(page, pageCount);
        expect(items).toHaveLength(7);
        expect(items).toContain(page);
        expect(items[0]).toBe(0);
        expect(items[6]).toBe(pageCount - 1);
        const pages = items.filter((item): item is number => typeof item === 'number');
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(-2, 20)).toEqual(pageItems(0, 20));
    expect(pageItems(40, 20)).toEqual(pageItems(19, 20));
  });
});
