import type { ReactNode } from 'react';

/** How one catalogue item shows on its card (or row): what each screen maps its items to. */
export interface CatalogueEntry {
  id: string;
  /** The name in the reader's language (the card's heading and the menu's name). */
  name: string;
  /** The name in the other language, marked with its language. */
  otherName?: { text: string; lang: 'en' | 'ar' };
  /** Cards with a picture: its URL (none, or one that fails to load: the icon). Leave out for cards without one. */
  picture?: { src?: string; icon: ReactNode };
  /** What else the card shows under the names (tags, order, contact details). */
  details?: ReactNode;
}

/** A catalogue item's names as a card shows them: the reader's language first, then the other one. */
export function catalogueNames(
  item: { nameEn: string; nameAr: string },
  locale: 'en' | 'ar',
): Pick<CatalogueEntry, 'name' | 'otherName'> {
  const [own, other, otherLang] =
    locale === 'ar' ? [item.nameAr, item.nameEn, 'en' as const] : [item.nameEn, item.nameAr, 'ar' as const];
  const name = own || other;
  return { name, ...(other && other !== name ? { otherName: { text: other, lang: otherLang } } : {}) };
}
