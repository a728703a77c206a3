import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../components/button';
import { userEvent } from '../stories/user-event';
import { I18n } from './i18n-instance';
import { loadCatalog } from './load-i18n';
import { I18nLocaleProvider } from './locale-context';
import type { Locale } from './locale';
import { useTranslation } from './use-translation';

/** A site's download of texts, slowed so the story shows the loading state. */
const slowLoad = (language: Locale, namespace: Parameters<typeof loadCatalog>[1]) =>
  new Promise<void>((resolve) => setTimeout(resolve, 300)).then(() => loadCatalog(language, namespace));

function Texts() {
  const { t } = useTranslation(['calendar', 'common']);
  return (
    <p data-testid="texts">
      {t('common:close')} · {t('slotCount', { count: 3 })}
    </p>
  );
}

/** A site in miniature: its own instance (texts by download), a switch that loads the other language first, as the sites' LanguageRoot does. */
function SiteTexts() {
  const [i18n] = useState(() => new I18n({ language: 'en', load: slowLoad }));
  const [locale, setLocale] = useState<Locale>('en');
  const next: Locale = locale === 'en' ? 'ar' : 'en';
  return (
    <I18nLocaleProvider i18n={i18n} locale={locale}>
      <Button
        onClick={() => {
          void i18n.loadLanguages(next).then(() => {
            setLocale(next);
          });
        }}
      >
        {next === 'ar' ? 'العربية' : 'English'}
      </Button>
      <Suspense fallback={<p>Loading texts</p>}>
        <Texts />
      </Suspense>
    </I18nLocaleProvider>
  );
}

const meta = {
  title: 'Primitives/Texts (useTranslation)',
  component: SiteTexts,
} satisfies Meta<typeof SiteTexts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts suspend until their namespaces arrive, then follow a language switch without remounting. */
export const LoadsAndSwitches: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading texts')).toBeVisible();
    const texts = await canvas.findByTestId('texts', {}, { timeout: 3000 });
    await expect(texts).toHaveTextContent('Close · 3 slots');
    await userEvent.click(canvas.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(texts).toHaveTextContent('إغلاق · 3 مواعيد'), { timeout: 3000 });
    // The same element: the component rendered again, it was not replaced.
    await expect(canvas.getByTestId('texts')).toBe(texts);
    await expect(texts.closest('[data-slot="locale-root"]')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(texts).toHaveTextContent('Close · 3 slots'));
  },
};
