/** A namespace's texts: English (the spec's exact wording) and Arabic, with the same keys. */
export interface Messages {
  en: Record<string, string>;
  ar: Record<string, string>;
}
