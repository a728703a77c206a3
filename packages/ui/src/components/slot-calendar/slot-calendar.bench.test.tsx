import { page } from 'vitest/browser';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '../../../../../.storybook/preview.css';
import { LocaleProvider } from '../../i18n';
import { SlotCalendar } from './slot-calendar';
import { fixtureNow, fixtureTimeZone, manySlots } from './slot-calendar.fixtures';

// `npm run bench` (vitest project "bench"): the first render of a month with
// 2,000 slots, median of 5 fresh mounts after one warm-up. It prints the
// figure; it fails only if the calendar does not render.
const slotCount = 2000;
const runs = 5;
const times: number[] = [];

beforeAll(async () => {
  await page.viewport(1280, 1000);
});

/** Mounts the calendar into a root whose LocaleProvider (i18next) is already up; gives the time to layout. */
function mountOnce(root: Root, container: HTMLElement) {
  const slots = manySlots(slotCount);
  const started = performance.now();
  flushSync(() => {
    root.render(
      <LocaleProvider locale="en">
        <SlotCalendar slots={slots} now={fixtureNow} timeZone={fixtureTimeZone} onCreateSlots={() => undefined} />
      </LocaleProvider>,
    );
  });
  // Layout included: the time until the browser could paint.
  container.getBoundingClientRect();
  return performance.now() - started;
}

function unmountCalendar(root: Root) {
  flushSync(() => {
    root.render(<LocaleProvider locale="en">{null}</LocaleProvider>);
  });
}

test(`SlotCalendar renders a month with ${slotCount} slots`, async () => {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  unmountCalendar(root);
  // Warm-up: module initialisation and the first Intl formatters are not the calendar's render.
  mountOnce(root, container);
  unmountCalendar(root);
  for (let run = 0; run < runs; run += 1) {
    times.push(mountOnce(root, container));
    if (run === runs - 1) {
      await expect.element(page.getByRole('button', { name: /^Monday, 23 November 2026, \d+ slots$/ })).toBeVisible();
      expect(container.querySelectorAll('[data-slot="slot-calendar-more"]').length).toBe(30);
    }
    unmountCalendar(root);
    // Let the browser settle between runs.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  root.unmount();
});

afterAll(() => {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  console.log(
    `SlotCalendar first render, ${slotCount.toLocaleString('en')} slots: ${Math.round(median)} ms (median of ${runs}; runs ${sorted.map((t) => Math.round(t)).join(', ')} ms)`,
  );
});
