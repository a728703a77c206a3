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
    // a broken story fails the suite (scripts/story-guard.mjs, run inside the stories step).
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
      // Pre-bundle every dependency of the components up front: a re-bundle in the
      // middle of a story-test run reloads the page and fails the tests that were
      // running. They are @aafiya/ui's dependencies, hence the `a > b` form.
      optimizeDeps: {
        include: [
          '@aafiya/ui > radix-ui',
          '@aafiya/ui > @radix-ui/react-slot',
          '@aafiya/ui > react-aria',
          '@aafiya/ui > react-aria-components',
          '@aafiya/ui > @internationalized/date',
          '@aafiya/ui > @tanstack/react-table',
          '@aafiya/ui > @tanstack/react-virtual',
          '@aafiya/ui > react-hook-form',
          '@aafiya/ui > @hookform/resolvers/zod',
          '@aafiya/ui > zod',
          '@aafiya/ui > dayjs',
          '@aafiya/ui > dayjs/plugin/timezone.js',
          '@aafiya/ui > dayjs/plugin/utc.js',
          '@aafiya/ui > lucide-react',
          '@aafiya/ui > react-easy-crop',
          '@aafiya/ui > rrule',
          '@aafiya/ui > leaflet',
          // The QR decoder and PDF renderer of the pharmacy's scan page (#21), loaded on first use.
          '@aafiya/ui > zxing-wasm/reader',
          '@aafiya/ui > pdfjs-dist',
          // The QR encoder of the patient's QR Prescription tab (#25).
          '@aafiya/ui > qrcode',
          '@aafiya/ui > class-variance-authority',
          '@aafiya/ui > clsx',
          '@aafiya/ui > tailwind-merge',
          'msw',
        ],
      },
      // Storybook's preview bundle (React, docs, addons) is large by nature; it
      // is a review tool, not a user-facing site, so its chunks are not budgeted.
      build: { chunkSizeWarningLimit: 4096 },
    }),
};

export default config;
