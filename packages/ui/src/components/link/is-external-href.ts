/**
 * Whether a link leaves the product: an absolute http(s) or protocol-relative URL.
 * Paths, fragments, mailto: and tel: stay inside (they open no new browsing context).
 */
export function isExternalHref(href: string | undefined): boolean {
  return href !== undefined && /^(https?:)?\/\//i.test(href.trim());
}

/** Adds "noopener noreferrer" to a rel attribute, keeping what it already holds. */
export function externalRel(rel: string | undefined): string {
  const parts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  parts.add('noopener');
  parts.add('noreferrer');
  return [...parts].join(' ');
}
