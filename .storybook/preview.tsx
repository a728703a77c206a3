import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { type ReactNode, useLayoutEffect } from 'react';
import { LocaleProvider, directionOf, isLocale, type Direction } from '@aafiya/ui';
import './preview.css';
import { markRendered, timeStory } from './story-timing';
import { scopeContrastCheck } from './contrast-scope';
import { viewportOptions } from '../packages/ui/src/stories/viewports';
import { fixturePictures } from './fixture-pictures';

// MSW: connected screens get their data from handlers set per story
// (`parameters.msw.handlers`); requests without a handler go to the network.
// The worker script (staticDirs) is registered from the Storybook's own base,
// not the origin's root: the built Storybook is served under /storybook by
// `npm start` and may be deployed under any path. Storybook builds with a
// relative base ('./'), so the script is found beside iframe.html and its scope
// is that folder; in `storybook dev` and the story tests the base is '/'.
// The fixtures' pictures are answered for every story (initial handlers stay
// when a story's own handlers are swapped in).
initialize(
  {
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  },
  [fixturePictures],
);

function isDirection(value: unknown): value is Direction {
  return value === 'ltr' || value === 'rtl';
}

/**
 * Mirrors the story's language and direction on <html>, for content rendered in portals.
 * A layout effect: set in the story's first commit, before its play function reads it
 * (a passive effect could still be pending then: seen once in React's production build).
 */
function DocumentLocale({ locale, direction }: { locale: string; direction: Direction }) {
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);
  return null;
}

/** Applies the toolbar's language and direction to the story. */
const withLocale: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  const direction = isDirection(context.globals.direction) ? context.globals.direction : directionOf(locale);
  return (
    <LocaleProvider locale={locale} direction={direction}>
      <DocumentLocale locale={locale} direction={direction} />
      <Story />
    </LocaleProvider>
  );
};

/** For `npm run story-timing`: marks the story's first commit (a no-op otherwise). */
function RenderMark({ children }: { children: ReactNode }) {
  useLayoutEffect(markRendered, []);
  return children;
}

const withRenderMark: Decorator = (Story) => (
  <RenderMark>
    <Story />
  </RenderMark>
);

const preview: Preview = {
  decorators: [withRenderMark, withLocale],
  beforeEach: (context) => {
    timeStory(context);
    scopeContrastCheck(context);
  },
  loaders: [mswLoader],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'EN' },
          { value: 'ar', title: 'العربية', right: 'AR' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Reading direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', direction: 'ltr' },
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An accessibility violation fails the story's test (and shows in the a11y panel).
    // `resultTypes: ['violations']`: axe gives every violating element but only one
    // example of each passed or incomplete rule, instead of describing every element
    // that passed (a CSS selector and its HTML for each). The verdict is the same;
    // the panel's Passes and Incomplete tabs list one element per rule. It halves
    // axe's time per story: 97 stories 86.8 s -> 68.7 s (no axe at all: 49.5 s).
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    // Screen sizes a story can pin with `globals: phone` (packages/ui/src/stories/viewports.ts).
    viewport: { options: viewportOptions },
  },
  tags: ['autodocs'],
};

export default preview;
