import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { I18n, RetryableLoadError } from './i18n-instance';
import type { Catalog } from './messages/messages';
import { namespaces } from './resources';

const texts = { en: { greeting: 'Hello {{name}}' }, ar: { greeting: 'مرحبًا {{name}}' } } satisfies Record<
  string,
  Catalog
>;

describe('t', () => {
  const i18n = createI18n('en');
  const calendar = i18n.getFixedT<'calendar'>('en', 'calendar');

  it('fills placeholders as i18next does (no escaping; a missing value leaves the placeholder)', () => {
    expect(i18n.t('hospital:welcome', { name: '<b>Aisha</b>' })).toBe('Welcome, <b>Aisha</b>');
    expect(i18n.t('hospital:welcome', { name: 42 })).toBe('Welcome, 42');
    expect(i18n.t('hospital:welcome', { name: null })).toBe('Welcome, ');
    expect(i18n.t('hospital:welcome', { name: undefined })).toBe('Welcome, ');
    expect(i18n.t('hospital:welcome')).toBe('Welcome, {{name}}');
    expect(i18n.t('hospital:welcome', {})).toBe('Welcome, {{name}}');
    // An inserted value is not filled again.
    expect(i18n.t('hospital:welcome', { name: '{{name}}' })).toBe('Welcome, {{name}}');
  });

  it('picks English plurals, with _zero for 0', () => {
    expect([0, 1, 2, 5].map((count) => calendar('slotCount', { count }))).toEqual([
      'no slots',
      '1 slot',
      '2 slots',
      '5 slots',
    ]);
  });

  it('picks all six Arabic plural forms', () => {
    const ar = i18n.getFixedT<'calendar'>('ar', 'calendar');
    const forms = namespaces.calendar.ar;
    expect([0, 1, 2, 3, 11, 100].map((count) => ar('slotCount', { count }))).toEqual([
      forms.slotCount_zero,
      forms.slotCount_one,
      forms.slotCount_two,
      forms.slotCount_few.replace('{{count}}', '3'),
      forms.slotCount_many.replace('{{count}}', '11'),
      forms.slotCount_other.replace('{{count}}', '100'),
    ]);
  });

  it('reads other namespaces with their prefix, and leaves a sentence with a colon whole', () => {
    expect(calendar('common:close')).toBe('Close');
    const loose = calendar as (key: string, options?: object) => string;
    expect(loose('Note: no such text')).toBe('Note: no such text');
  });

  it('gives the key (without its namespace) for a missing text, or the default value', () => {
    const loose = calendar as (key: string, options?: object) => string;
    expect(loose('noSuchKey')).toBe('noSuchKey');
    expect(loose('common:noSuchKey')).toBe('noSuchKey');
    expect(loose('nowhere:close')).toBe('close');
    expect(loose('noSuchKey', { defaultValue: 'Hi {{who}}', who: 'you' })).toBe('Hi you');
    expect(loose('toString')).toBe('toString');
  });

  it('refuses unknown keys and namespaces at compile time', () => {
    const compileOnly = () => {
      // @ts-expect-error -- not a key of the calendar namespace
      calendar('noSuchKey');
      // @ts-expect-error -- a key of another namespace needs its prefix
      calendar('close');
      // @ts-expect-error -- not a namespace
      calendar('nowhere:close');
    };
    expect(compileOnly).toBeTypeOf('function');
  });

  it('keeps one t per language and namespace', () => {
    expect(i18n.getFixedT('en', 'calendar')).toBe(calendar);
    expect(i18n.getFixedT('ar', 'calendar')).not.toBe(calendar);
  });
});

describe('language and loading', () => {
  const loader = () =>
    vi.fn((language: 'en' | 'ar', namespace: string): Promise<Catalog> =>
      namespace === 'common' ? Promise.resolve(texts[language]) : Promise.reject(new Error('no such texts')),
    );

  it('changes language at once when the texts are there, and tells its listeners', async () => {
    const i18n = createI18n('en');
    const listener = vi.fn();
    const stop = i18n.onLanguageChanged(listener);
    const done = i18n.changeLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(listener).toHaveBeenCalledOnce();
    await done;
    stop();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('downloads a namespace once, and changes language only once its texts are there', async () => {
    const load = loader();
    const i18n = new I18n({ language: 'en', load });
    expect(i18n.hasLoadedNamespace('common')).toBe(false);
    await Promise.all([i18n.loadNamespaces('common'), i18n.loadNamespaces(['common'])]);
    expect(load).toHaveBeenCalledOnce();
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.t('greeting', { name: 'Ali' })).toBe('Hello Ali');

    const switching = i18n.changeLanguage('ar');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('ar');
    expect(i18n.t('greeting', { name: 'علي' })).toBe('مرحبًا علي');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('of two quick language changes, shows the last', async () => {
    const i18n = new I18n({ language: 'en', load: loader() });
    await i18n.loadNamespaces('common');
    const toArabic = i18n.changeLanguage('ar');
    const back = i18n.changeLanguage('en');
    await Promise.all([toArabic, back]);
    expect(i18n.language).toBe('en');
  });

  it('retries a failed download, waiting longer each time', async () => {
    let failures = 2;
    const load = vi.fn(() =>
      failures-- > 0 ? Promise.reject(new RetryableLoadError('offline')) : Promise.resolve(texts.en),
    );
    const i18n = new I18n({ language: 'en', load, retryDelay: 1 });
    await i18n.loadNamespaces('common');
    expect(load).toHaveBeenCalledTimes(3);
    expect(i18n.t('greeting', { name: 'Ali' })).toBe('Hello Ali');
  });

  it('after six failed tries shows keys, and tries again on the next load', async () => {
    const load = vi.fn((): Promise<Catalog> => Promise.reject(new RetryableLoadError('offline')));
    const i18n = new I18n({ language: 'en', load, retryDelay: 1 });
    await i18n.loadNamespaces('common');
    expect(load).toHaveBeenCalledTimes(6);
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.t('greeting')).toBe('greeting');
    load.mockImplementation(() => Promise.resolve(texts.en));
    const again = i18n.loadNamespaces('shell');
    expect(i18n.hasLoadedNamespace('common')).toBe(false);
    await again;
    expect(i18n.t('greeting', { name: 'Ali' })).toBe('Hello Ali');
  });

  it('does not retry texts that do not exist', async () => {
    const load = loader();
    const i18n = new I18n({ language: 'en', load, retryDelay: 1 });
    await i18n.loadNamespaces('shell');
    await i18n.loadNamespaces('shell');
    expect(load).toHaveBeenCalledOnce();
    expect(i18n.hasLoadedNamespace('shell')).toBe(true);
  });

  it('loads a language ahead of a switch: the asked-for namespaces only', async () => {
    const load = loader();
    const i18n = new I18n({ language: 'en', load });
    await i18n.loadNamespaces('common');
    await i18n.loadLanguages('ar');
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    const listener = vi.fn();
    i18n.onLanguageChanged(listener);
    void i18n.changeLanguage('ar');
    expect(listener).toHaveBeenCalledOnce();
  });
});
