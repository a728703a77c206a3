// @ts-check
// ESLint keeps only what oxlint (.oxlintrc.json) cannot do: eslint-plugin-storybook's
// rules on the stories and .storybook/main.ts, and the physical-direction rule in
// packages/ui/src. It parses TypeScript without type information (no projectService):
// ~8 s of CPU from cold, ~1 s with scripts/lint.mjs's --cache; every type-aware rule
// runs in oxlint.
//
// oxlint's jsPlugins could run eslint-plugin-storybook (it works there: measured
// +1.3 s of CPU on oxlint's run), but the physical-direction rule would become a
// hand-written plugin instead of ESLint's own no-restricted-syntax, JS plugins are
// alpha (not under semver), and with the cache this run costs as little.
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

// Physical-direction Tailwind utilities break right-to-left layouts; packages/ui
// uses the logical ones (ms-/me-, ps-/pe-, start-/end-, text-start/end, ...).
const physicalDirection =
  /(^|\s|:)-?(ml|mr|pl|pr|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|scroll-m[lr]|scroll-p[lr])-|(^|\s|:)(text-left|text-right|float-left|float-right|clear-left|clear-right|border-l|border-r|rounded-l|rounded-r)(\s|$)/;
const physicalDirectionMessage =
  'Use logical Tailwind utilities (ms-/me-, ps-/pe-, start-/end-, text-start/text-end, rounded-s/e, border-s/e) so the class works in Arabic (rtl).';

// Storybook's recommended config, less its lines for plugins this config does not
// load (it turns off react-hooks/rules-of-hooks in stories; .oxlintrc.json does that).
const storybookConfigs = storybook.configs['flat/recommended'].map((config) =>
  config.rules
    ? {
        ...config,
        rules: Object.fromEntries(Object.entries(config.rules).filter(([rule]) => rule.startsWith('storybook/'))),
      }
    : config,
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.cache/**',
      '.data/**',
      'coverage/**',
      '.storybook/public/**',
      '**/*.gen.ts',
      'openapi/dist/**',
      // Deliberately broken code for scripts/tests/static-guard.test.mjs.
      'scripts/fixtures/broken-static/**',
    ],
  },
  {
    // `eslint .` lints the files some `files` pattern names: these, and the JS files
    // ESLint always takes (no rule applies to them here).
    files: ['packages/ui/src/**/*.{ts,tsx}', '**/*.stories.{ts,tsx}', '.storybook/main.ts'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${String(physicalDirection)}]`, message: physicalDirectionMessage },
        { selector: `TemplateElement[value.raw=${String(physicalDirection)}]`, message: physicalDirectionMessage },
      ],
    },
  },
  ...storybookConfigs,
);
