import type { Namespace } from './catalogs';
import type { namespaces } from './resources';

/** Every namespace's English catalogue: the keys `t` accepts (Arabic has the same ones). */
type Texts = { [N in Namespace]: (typeof namespaces)[N]['en'] };

/** A plural key's base: `slotCount` for `slotCount_one` (called with `count`). */
type PluralBase<K extends string> = K extends `${infer Base}_zero`
  ? Base
  : K extends `${infer Base}_one`
    ? Base
    : K extends `${infer Base}_two`
      ? Base
      : K extends `${infer Base}_few`
        ? Base
        : K extends `${infer Base}_many`
          ? Base
          : K extends `${infer Base}_other`
            ? Base
            : never;

/** The keys of a namespace: each of its catalogue and each plural key's base. */
export type KeyOf<N extends Namespace> = (keyof Texts[N] & string) | PluralBase<keyof Texts[N] & string>;

/** A key of any namespace, named with it: `common:close`. */
type PrefixedKey = { [N in Namespace]: `${N}:${KeyOf<N>}` }[Namespace];

/** The namespaces a component asks for: one, or several (the first is the default one). */
export type Namespaces = Namespace | readonly [Namespace, ...Namespace[]];

/** The namespace whose keys `t` takes without a prefix. */
type DefaultNamespace<Ns extends Namespaces> = Ns extends readonly [infer First extends Namespace, ...Namespace[]]
  ? First
  : Ns extends Namespace
    ? Ns
    : never;

/** What `t` of `useTranslation(ns)` accepts: a key of the first namespace, or any namespace's with its prefix. */
export type TranslationKey<Ns extends Namespaces> = KeyOf<DefaultNamespace<Ns>> | PrefixedKey;

/**
 * The options of `t`: `count` picks the plural form (and fills `{{count}}`),
 * `defaultValue` replaces a missing text, every other entry fills its
 * `{{name}}` placeholder.
 */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [variable: string]: unknown;
}

/** The translate function of a namespace (or several): typed keys, texts of the language it was made for. */
export type TFunction<Ns extends Namespaces = 'common'> = (key: TranslationKey<Ns>, options?: TOptions) => string;
