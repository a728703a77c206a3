import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs';
import { createI18n } from './create-i18n';
import { loadI18n } from './load-i18n';
import { namespaces } from './resources';

describe('i18n resources', () => {
  it.each(Object.entries(namespaces))('namespace %s has the same keys in English and Arabic', (_, messages) => {
    expect(Object.keys(messages.ar).sort()).toEqual(Object.keys(messages.en).sort());
    for (const text of Object.values(messages.ar)) expect(text.trim()).not.toBe('');
  });

  it('lists the same namespaces for the sites (catalogs) as for the bundle (resources)', () => {
    expect(Object.keys(catalogs.en).sort()).toEqual(Object.keys(namespaces).sort());
    expect(Object.keys(catalogs.ar).sort()).toEqual(Object.keys(namespaces).sort());
  });

  it.each(Object.keys(namespaces) as (keyof typeof namespaces)[])(
    "namespace %s's catalogue modules hold the bundled texts",
    async (ns) => {
      expect((await catalogs.en[ns]()).default).toEqual(namespaces[ns].en);
      expect((await catalogs.ar[ns]()).default).toEqual(namespaces[ns].ar);
    },
  );

  it('switches language synchronously', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('common:close')).toBe('Close');
    await i18n.changeLanguage('ar');
    expect(i18n.t('common:close')).toBe('إغلاق');
  });

  it('loadI18n loads only the language and namespaces asked for, the rest on demand', async () => {
    const i18n = await loadI18n('ar', ['shell']);
    expect(i18n.t('common:close')).toBe('إغلاق');
    expect(i18n.hasLoadedNamespace('shell')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('ar', 'hospital')).toBe(false);
    await i18n.loadNamespaces('hospital');
    expect(i18n.t('hospital:welcome', { name: 'X' })).toBe(namespaces.hospital.ar.welcome.replace('{{name}}', 'X'));
    expect(i18n.hasResourceBundle('en', 'hospital')).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.t('hospital:refresh')).toBe('Refresh');
    expect(i18n.t('shell:logout')).toBe(namespaces.shell.en.logout);
    expect(i18n.hasResourceBundle('en', 'pager')).toBe(false);
  });
});
