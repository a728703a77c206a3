import type { Db } from '../db/database';
import { lookups, packageCategories, type LookupKind } from '../db/schema';
import { newId } from '../ids';
import { catalogues, packageCategoryEntries } from './catalogues';
import type { SeedMedia } from './media';
import { categoryPicture } from './pictures';

/** Inserts the catalogues and package categories; returns a finder of ids by kind and English name. */
export async function seedCatalogues(
  db: Db,
  media: SeedMedia,
): Promise<(kind: LookupKind | 'package-category', nameEn: string) => string> {
  const ids = new Map<string, string>();
  const rows: (typeof lookups.$inferInsert)[] = [];
  for (const [kind, entries] of Object.entries(catalogues) as [LookupKind, [string, string][]][]) {
    for (const [en, ar] of entries) {
      const id = newId();
      ids.set(`${kind}:${en}`, id);
      rows.push({ id, kind, nameEn: en, nameAr: ar });
    }
  }
  await db.insert(lookups).values(rows);

  const categories: (typeof packageCategories.$inferInsert)[] = [];
  for (const entry of packageCategoryEntries) {
    const id = newId();
    ids.set(`package-category:${entry.en}`, id);
    const image = await media.image(categoryPicture(entry.icon), `${entry.en}.png`);
    categories.push({ id, nameEn: entry.en, nameAr: entry.ar, image });
  }
  await db.insert(packageCategories).values(categories);

  return (kind, nameEn) => {
    const id = ids.get(`${kind}:${nameEn}`);
    if (!id) throw new Error(`demo data: no ${kind} named ${nameEn}`);
    return id;
  };
}
