import { describe, expect, it } from 'vitest';
import { catalogueName } from './catalogue-name';

describe('catalogueName', () => {
  const cardiology = { _id: 'spec-cardiology', name_en: 'Cardiology', name_ar: 'أمراض القلب' };

  it('names the item in the reader’s language', () => {
    expect(catalogueName(cardiology, 'ar')).toBe('أمراض القلب');
    expect(catalogueName(cardiology, 'en')).toBe('Cardiology');
    expect(catalogueName(cardiology)).toBe('Cardiology');
  });

  it('falls back to the name it has, then to its id', () => {
    expect(catalogueName({ _id: 'lang-x', name_en: 'Tagalog' }, 'ar')).toBe('Tagalog');
    expect(catalogueName({ _id: 'c-ae', name: 'United Arab Emirates' }, 'ar')).toBe('United Arab Emirates');
    expect(catalogueName({ _id: 'c-x', name_ar: 'بلد' }, 'en')).toBe('بلد');
    expect(catalogueName({ _id: 'c-y' }, 'en')).toBe('c-y');
  });
});
