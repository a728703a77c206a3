// Which story tests check colour contrast (axe's `color-contrast` rule).
//
// The rule is axe's dearest: about 55 % of axe's time per story and 31 % of all
// story-test time on the 2-core machine (116 stories: 50.4 s of tests, 34.9 s
// without the rule, 24.0 s without axe). Contrast is decided by the colours of
// the design tokens and of the components' classes: the same in both languages,
// at every width, and in every state of a screen that only arranges components.
// So in the story tests (`npm test`; Vite's mode is `test` there):
//   - a story shown right to left (Arabic) or at a phone's width is not checked
//     for contrast again: its left-to-right desktop form is;
//   - the component library's stories (Primitives, Forms, Layout, Maps,
//     Calendar: where the colours of buttons, badges, alerts, fields, messages,
//     dialogs and toasts are set) are each checked;
//   - a screen's stories are checked once per screen, in the first of them that
//     runs left to right at a desktop size (its populated state, as the files
//     are written): the screen's own colours on top of its components'.
// Every other axe rule (names, roles, ARIA, landmarks, lang and dir, target
// sizes) still runs in every story, and the e2e sweeps run the whole of WCAG
// A/AA, contrast included, on every page of every site, in Arabic at a phone's
// width too (e2e/*-accessibility.e2e.ts). In Storybook itself (dev or built),
// the a11y panel runs every rule on every story.

interface ContrastScopeContext {
  title: string;
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

interface A11yParameter {
  options?: { rules?: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The story titles checked in every story: the component library's (packages/ui/src/components)
 * and the story guard's fixtures (scripts/fixtures/broken-stories: its contrast violation must fail).
 * The rest are screens.
 */
const componentSections = ['Primitives/', 'Forms/', 'Layout/', 'Maps/', 'Calendar/', 'Fixtures/'];

/** The screens whose contrast this run has checked already (the story files share one page). */
const checkedScreens = new Set<string>();

function isVariant(globals: Record<string, unknown>): boolean {
  const viewport = globals.viewport as { value?: unknown } | undefined;
  return globals.locale === 'ar' || globals.direction === 'rtl' || viewport?.value === 'phone';
}

function checksContrast({ title, globals }: ContrastScopeContext): boolean {
  if (isVariant(globals)) return false;
  if (componentSections.some((section) => title.startsWith(section))) return true;
  if (checkedScreens.has(title)) return false;
  checkedScreens.add(title);
  return true;
}

/** A project-level beforeEach: leaves the contrast rule out of the story's accessibility check where it repeats one. */
export function scopeContrastCheck(context: ContrastScopeContext): void {
  if (import.meta.env.MODE !== 'test' || checksContrast(context)) return;
  // A new object for this story: the nested ones are shared with the project's parameters.
  const { parameters } = context;
  const a11y = (parameters.a11y ?? {}) as A11yParameter;
  parameters.a11y = {
    ...a11y,
    options: { ...a11y.options, rules: { ...a11y.options?.rules, 'color-contrast': { enabled: false } } },
  };
}
