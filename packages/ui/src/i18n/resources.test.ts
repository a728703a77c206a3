import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { namespaces } from './resources';

describe('i18n resources', () => {
  it.each(Object.entries(namespaces))('namespace %s has the same keys in English and Arabic', (_, messages) => {
    expect(Object.keys(messages.ar).sort()).toEqual(Object.keys(messages.en).sort());
    for (const text of Object.values(messages.ar)) expect(text.trim()).not.toBe('');
  });

  it('switches language synchronously', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('common:close')).toBe('Close');
    await i18n.changeLanguage('ar');
    expect(i18n.t('common:close')).toBe('إغلاق');
  });
});
