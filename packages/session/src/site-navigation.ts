import { isInsideArea } from './areas';

export type NavigationTarget = { kind: 'router'; path: string } | { kind: 'document'; href: string };

/** `/hospital/` (Vite's base) → `/hospital`; `/` → `` (the patient site). */
export function sitePrefixOf(base: string): string {
  return base.replace(/\/+$/, '');
}

/**
 * How a site follows an in-product link: paths of this site by its router
 * (no page load), paths of another site (another role's area) and other
 * origins by a full page load.
 */
export function navigationTarget(href: string, sitePrefix: string, origin: string): NavigationTarget {
  let url: URL;
  try {
    url = new URL(href, `${origin}/`);
  } catch {
    return { kind: 'document', href };
  }
  if (url.origin !== origin) return { kind: 'document', href };
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isInsideArea(url.pathname, sitePrefix || '/') ? { kind: 'router', path } : { kind: 'document', href: path };
}
