import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { beforeAll, expect, test } from 'vitest';
import '../../../../../.storybook/preview.css';
import { LocaleProvider } from '../../i18n';
import * as stories from './button.stories';

// Visual regression of the first primitive. Baselines live in __screenshots__
// and were made by Debian's Chromium on Linux; a changed look fails the test
// until the baseline is updated on purpose (`vitest run --project visual -u`).
const { Primary, Secondary, Danger, Ghost, LinkStyle, Disabled, Sizes, Arabic } = composeStories(stories);

beforeAll(async () => {
  await page.viewport(480, 200);
});

const cases = { Primary, Secondary, Danger, Ghost, LinkStyle, Disabled, Sizes } as const;

for (const [name, Story] of Object.entries(cases)) {
  test(`Button ${name} looks as approved`, async () => {
    const screen = await render(
      <div data-testid="frame" className="inline-block p-4">
        <Story />
      </div>,
    );
    await document.fonts.ready;
    await expect.element(screen.getByTestId('frame')).toMatchScreenshot(`button-${name.toLowerCase()}`);
  });
}

test('Button in Arabic (rtl) looks as approved', async () => {
  const screen = await render(
    <LocaleProvider locale="ar">
      <div data-testid="frame" className="inline-block p-4">
        <Arabic />
      </div>
    </LocaleProvider>,
  );
  await document.fonts.ready;
  await expect.element(screen.getByTestId('frame')).toMatchScreenshot('button-arabic');
});
