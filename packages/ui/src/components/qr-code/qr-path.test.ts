import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrPath } from './qr-path';

/** The dark modules of a path, as "column,row" without the quiet zone. */
function darkModules(path: string): Set<string> {
  return new Set(
    [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(
      ([, x, y]) => `${Number(x) - QUIET_ZONE},${Number(y) - QUIET_ZONE}`,
    ),
  );
}

describe('qrPath', () => {
  it('draws the three finder patterns in their corners, inside the quiet zone', () => {
    const { size, path } = qrPath('https://aafiya.example/verify/Q7mK2xR9vT4pL8nW3cJ6');
    expect(size).toBeGreaterThanOrEqual(21);
    expect((size - 21) % 4).toBe(0); // versions grow 4 modules at a time
    const dark = darkModules(path);
    for (const [left, top] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      // Each finder: a dark 7×7 ring, a light ring, a dark 3×3 centre.
      for (let i = 0; i < 7; i += 1) {
        expect(dark.has(`${left + i},${top}`)).toBe(true);
        expect(dark.has(`${left},${top + i}`)).toBe(true);
      }
      expect(dark.has(`${left + 1},${top + 1}`)).toBe(false);
      expect(dark.has(`${left + 3},${top + 3}`)).toBe(true);
    }
  });

  it('draws a different code for a different text, and the same for the same', () => {
    expect(qrPath('https://aafiya.example/verify/A').path).toBe(qrPath('https://aafiya.example/verify/A').path);
    expect(qrPath('https://aafiya.example/verify/A').path).not.toBe(qrPath('https://aafiya.example/verify/B').path);
  });
});
