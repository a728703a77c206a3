/** A catalogue item (speciality, insurance, add-on service, language, category, …) with its names as the API sends them. */
export interface CatalogueNames {
  _id?: string;
  name_en?: string;
  name_ar?: string;
  /** Countries also carry `name`. */
  name?: string;
}

/** The reader's language. */
export type CatalogueLocale = 'en' | 'ar';

/**
 * A catalogue item's name in the reader's language: the Arabic name in
 * Arabic when the item has one, else the English name (else any name it has,
 * else its id). Every list, card and form names catalogue items with this.
 */
export function catalogueName(item: CatalogueNames, locale: CatalogueLocale = 'en'): string {
  return (locale === 'ar' ? item.name_ar : undefined) || item.name_en || item.name_ar || item.name || item._id || '';
}
