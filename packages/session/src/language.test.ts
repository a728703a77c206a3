import { createMemoryStorage } from '@aafiya/api-client';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, readLanguage, writeLanguage } from './language';

function cookieJar(initial = '') {
  let cookies = initial;
  return {
    get: () => cookies,
    set: (value: string) => {
      const pair = value.split(';')[0] ?? '';
      cookies = cookies ? `${cookies}; ${pair}` : pair;
    },
  };
}

describe('language', () => {
  it('defaults to English', () => {
    expect(readLanguage({})).toBe('en');
    expect(readLanguage({ storage: createMemoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' }) })).toBe('en');
  });

  it('reads the cookie first, then local storage', () => {
    expect(readLanguage({ storage: createMemoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ar' }) })).toBe('ar');
    expect(
      readLanguage({
        storage: createMemoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ar' }),
        cookie: cookieJar('a=1; i18next=en'),
      }),
    ).toBe('en');
  });

  it('keeps the choice in both, so clearing local storage (Logout, 401) keeps it', () => {
    const storage = createMemoryStorage();
    const cookie = cookieJar();
    writeLanguage('ar', { storage, cookie });
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    storage.clear();
    expect(readLanguage({ storage, cookie })).toBe('ar');
  });
});
