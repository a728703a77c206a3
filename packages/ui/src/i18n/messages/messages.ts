/**
 * One language's texts of a namespace: messages/<namespace>.en.ts (English,
 * the spec's exact wording) and messages/<namespace>.ar.ts (Arabic), each its
 * own module so a site downloads only the language and namespaces it shows.
 */
export type Catalog = Record<string, string>;

/** The other language of an English catalogue: every key of it, and no other. */
export type Translation<English extends Catalog> = Record<keyof English, string>;

/** A namespace's texts in both languages, with the same keys (the eager bundle of resources.ts). */
export interface Messages {
  en: Catalog;
  ar: Catalog;
}
