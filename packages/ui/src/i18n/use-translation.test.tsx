import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { I18n } from './i18n-instance';
import type { Catalog } from './messages/messages';
import { I18nInstanceProvider, useTranslation } from './use-translation';

function Close() {
  const { t } = useTranslation('overlays');
  return <p>{t('common:close')}</p>;
}

const render = (i18n: I18n) =>
  renderToString(
    <I18nInstanceProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>
        <Close />
      </Suspense>
    </I18nInstanceProvider>,
  );

describe('useTranslation', () => {
  it('renders the texts of its instance in the active language', () => {
    const i18n = createI18n('ar');
    expect(render(i18n)).toContain('إغلاق');
  });

  it('suspends until the namespace it names is there, having started its download', async () => {
    const catalogs: Record<string, Catalog> = { common: { close: 'Close' }, overlays: { confirmDelete: 'Delete?' } };
    const load = vi.fn((_language: 'en' | 'ar', namespace: string) => Promise.resolve(catalogs[namespace] ?? {}));
    const i18n = new I18n({ language: 'en', load });
    await i18n.loadNamespaces('common');
    expect(render(i18n)).toContain('loading');
    expect(load).toHaveBeenLastCalledWith('en', 'overlays');
    await i18n.loadNamespaces('overlays');
    expect(render(i18n)).toContain('Close');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
