import type { Db } from '../db/database';
import { lookups, packageCategories, type LookupKind } from '../db/schema';
import { newId } from '../ids';
import { catalogues, packageCategoryEntries, specialityDetails } from './catalogues';
import type { SeedMedia } from './media';
import { categoryPicture, servicePicture } from './pictures';

/** Inserts the catalogues and package categories; returns a finder of ids by kind and English name. */
export async function seedCatalogues(
  db: Db,
  media: SeedMedia,
): Promise<(kind: LookupKind | 'package-category', nameEn: string) => string> {
  const ids = new Map<string, string>();
  const rows: (typeof lookups.$inferInsert)[] = [];
  for (const [kind, entries] of Object.entries(catalogues) as [LookupKind, [string, string][]][]) {
    for (const [index, [en, ar]] of entries.entries()) {
      const id = newId();
      ids.set(`${kind}:${en}`, id);
      const details = kind === 'speciality' ? specialityDetails[en] : undefined;
      rows.push({
        id,
        kind,
        nameEn: en,
        nameAr: ar,
        ...(details && {
          tags: details.tags,
          sortOrder: index + 1,
          image: await media.image(servicePicture(details.icon), `${en}.png`),
        }),
      });
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
