import type { Catalog } from './messages/messages';

/** Plural rules by language, made once each (Intl.PluralRules is slow to construct). */
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The plural category of `count` in `language` (CLDR: Arabic has all six,
 * English `one` and `other`), as i18next's suffixes use it.
 */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The characters that make a key with `:` read as a sentence rather than `namespace:key` (i18next's rule). */
const naturalLanguage = /[ ,?!;]/;

/**
 * Splits `ns:key` into its namespace and key, as i18next does: only when the
 * key (or its part before a first `.`) reads like a path, not a sentence such
 * as "Note: see below"; otherwise the key stays whole in `namespace`.
 */
export function splitKey(key: string, namespace: string): [namespace: string, key: string] {
  if (!key.includes(':')) return [namespace, key];
  const dot = key.indexOf('.');
  const pathLike = !naturalLanguage.test(key) || (dot > 0 && !naturalLanguage.test(key.slice(0, dot)));
  if (!pathLike) return [namespace, key];
  const [prefix = namespace, ...rest] = key.split(':');
  return [prefix, rest.join('.')];
}

/**
 * The text of `key` in a catalogue, with i18next's plural lookup: for a
 * numeric `count`, `key_zero` first when count is 0 (if the catalogue has
 * it), then `key_<category>`, then `key` itself. Undefined when none exists.
 */
export function lookUp(
  catalog: Catalog | undefined,
  key: string,
  language: string,
  count: unknown,
): string | undefined {
  if (!catalog) return undefined;
  const candidates = [key];
  if (count !== undefined && typeof count !== 'string') {
    candidates.unshift(`${key}_${pluralCategory(language, Number(count))}`);
    if (count === 0) candidates.unshift(`${key}_zero`);
  }
  for (const candidate of candidates) {
    if (Object.hasOwn(catalog, candidate)) return catalog[candidate];
  }
  return undefined;
}

const placeholder = /\{\{(.+?)\}\}/g;

/**
 * Fills each `{{name}}` of `text` from `values` without escaping (the texts
 * go into React, which escapes). As i18next does: null or a present but
 * undefined value gives '', a missing one leaves the placeholder as it is,
 * and an inserted value is never scanned again.
 */
export function interpolate(text: string, values: Readonly<Record<string, unknown>> | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(placeholder, (match, inner: string) => {
    const name = inner.trim().replace(/^-\s*/, '');
    if (!Object.hasOwn(values, name)) return match;
    const value = values[name];
    // oxlint-disable-next-line typescript/no-base-to-string -- as i18next: any value goes in as its String() form
    return value == null ? '' : String(value);
  });
}
