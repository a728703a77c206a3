/**
 * Story globals that pin a story to a screen size. The story tests
 * (@storybook/addon-vitest) resize the browser to it before the story renders,
 * so media queries (Tailwind's `sm:`, `md:` …) answer as on that device.
 *
 * Every table and form screen has a phone story: `globals: { ...arabic, ...phone }`.
 */
export const viewportOptions = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1440 px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

/** A 390 × 844 phone (iPhone 12–15). */
export const phone = { viewport: { value: 'phone', isRotated: false } } as const;
/** A 1440 × 900 desktop. */
export const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;
