import type { Locator } from 'playwright-core';

/**
 * The text of every body row of a data table, the virtualised kind included:
 * only the rows in view are in the DOM (DataTableVirtualBody), so the scroll
 * region is walked from top to bottom, a screen at a time, and the rows seen
 * on the way are collected by their position (aria-rowindex). The region is
 * scrolled back to the top afterwards.
 */
export async function allRowTexts(table: Locator): Promise<string[]> {
  return table.evaluate(async (element) => {
    const region = element.closest<HTMLElement>('[data-slot="data-table"]');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const seen = new Map<string, string>();
    const collect = () => {
      element.querySelectorAll('tbody tr:not([aria-hidden="true"])').forEach((row, index) => {
        seen.set(row.getAttribute('aria-rowindex') ?? `static-${index}`, row.textContent);
      });
    };
    if (!region) {
      collect();
      return [...seen.values()];
    }
    region.scrollTop = 0;
    await frame();
    collect();
    while (region.scrollTop + region.clientHeight < region.scrollHeight - 1) {
      const before = region.scrollTop;
      region.scrollTop = before + Math.max(1, region.clientHeight - 40);
      await frame();
      collect();
      if (region.scrollTop === before) break;
    }
    region.scrollTop = 0;
    return [...seen.entries()].sort(([a], [b]) => Number(a) - Number(b)).map(([, text]) => text);
  });
}
