import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

// One Storybook for everything in packages/ui. Every story is also a test
// (see vitest.config.ts, project "storybook").
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // Deliberately broken stories, loaded only by the guard test that proves
    // a broken story fails the suite (scripts/tests/story-guard.test.mjs).
    ...(process.env.AAFIYA_STORY_FIXTURES === '1' ? ['../scripts/fixtures/broken-stories/*.stories.tsx'] : []),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js (kept in sync by msw's install script) for MSW in stories.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // Workspace packages export their TypeScript sources under the "@aafiya/source"
      // condition, so Storybook needs no package build first.
      resolve: { conditions: ['@aafiya/source', ...defaultClientConditions] },
      // Pre-bundle the heavy dependencies up front: a re-bundle in the middle of a
      // story-test run reloads the page and fails the tests that were running.
      optimizeDeps: {
        include: [
          'radix-ui',
          'react-aria-components',
          '@tanstack/react-table',
          '@tanstack/react-virtual',
          'react-hook-form',
          '@hookform/resolvers/zod',
          'zod',
          'dayjs',
          '@internationalized/date',
          'lucide-react',
          'react-easy-crop',
          'i18next',
          'react-i18next',
          'rrule',
        ],
      },
      // Storybook's preview bundle (React, docs, addons) is large by nature; it
      // is a review tool, not a user-facing site, so its chunks are not budgeted.
      build: { chunkSizeWarningLimit: 4096 },
    }),
};

export default config;
