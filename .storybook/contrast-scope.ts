// Which story tests check colour contrast (axe's `color-contrast` rule).
//
// The rule is axe's dearest: about 55 % of axe's time per story and 31 % of all
// story-test time on the 2-core machine (116 stories: 50.4 s of tests, 34.9 s
// without the rule, 24.0 s without axe). Contrast is decided by the colours of
// the design tokens and the component classes, which are the same in both
// languages and at every width; so it is checked in each story shown left to
// right at a desktop size, where every state of every screen has a story, and
// not again in the story's Arabic (right-to-left) and phone variants. Every
// other axe rule (names, roles, ARIA, landmarks, lang and dir, target sizes)
// still runs in every story; and the e2e sweeps run the whole of WCAG A/AA,
// contrast included, on every page of every site in Arabic at a phone's width
// as well (e2e/*-accessibility.e2e.ts).

interface ContrastScopeContext {
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

interface A11yParameter {
  options?: { rules?: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
}

function isVariant(globals: Record<string, unknown>): boolean {
  const viewport = globals.viewport as { value?: unknown } | undefined;
  return globals.locale === 'ar' || globals.direction === 'rtl' || viewport?.value === 'phone';
}

/** A project-level beforeEach: leaves the contrast rule out of an Arabic or phone story's accessibility check. */
export function scopeContrastCheck({ globals, parameters }: ContrastScopeContext): void {
  if (!isVariant(globals)) return;
  // A new object for this story: the nested ones are shared with the project's parameters.
  const a11y = (parameters.a11y ?? {}) as A11yParameter;
  parameters.a11y = {
    ...a11y,
    options: { ...a11y.options, rules: { ...a11y.options?.rules, 'color-contrast': { enabled: false } } },
  };
}
