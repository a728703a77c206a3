import { describe, expect, it } from 'vitest';
import { searchHref } from './top-bar-search';

describe('searchHref', () => {
  it('puts the trimmed text in ?q=, encoded', () => {
    expect(searchHref('/hospital/doctors', '  Layla Haddad ')).toBe('/hospital/doctors?q=Layla%20Haddad');
    expect(searchHref('/hospital/doctors', 'ليلى')).toBe(`/hospital/doctors?q=${encodeURIComponent('ليلى')}`);
  });

  it('drops the parameter for empty text (the full list)', () => {
    expect(searchHref('/hospital/nurse', '   ')).toBe('/hospital/nurse');
  });
});
