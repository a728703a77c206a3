// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Physical-direction Tailwind utilities break right-to-left layouts; packages/ui
// uses the logical ones (ms-/me-, ps-/pe-, start-/end-, text-start/end, ...).
const physicalDirection =
  /(^|\s|:)-?(ml|mr|pl|pr|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|scroll-m[lr]|scroll-p[lr])-|(^|\s|:)(text-left|text-right|float-left|float-right|clear-left|clear-right|border-l|border-r|rounded-l|rounded-r)(\s|$)/;
const physicalDirectionMessage =
  'Use logical Tailwind utilities (ms-/me-, ps-/pe-, start-/end-, text-start/text-end, rounded-s/e, border-s/e) so the class works in Arabic (rtl).';

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Every escape needs its reason on the line.
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
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
  ...storybook.configs['flat/recommended'],
  {
    // Story play functions await Storybook's expect, whose matchers are typed loosely.
    files: ['**/*.stories.tsx'],
    rules: { '@typescript-eslint/no-confusing-void-expression': 'off' },
  },
);
