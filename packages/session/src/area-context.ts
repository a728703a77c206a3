import { createContext, useContext } from 'react';
import type { ShownNavItem } from './area-nav';

export interface AreaValue {
  /** The area's root, e.g. /hospital. */
  homeHref: string;
  /** The sidebar's entries, labelled, with the hidden ones marked. */
  items: ShownNavItem[];
  /** The user menu's Profile entry, when the role has one. */
  profile?: ShownNavItem;
}

export const AreaContext = createContext<AreaValue | null>(null);

/** The role area around a page (null on the public site). */
export function useArea(): AreaValue | null {
  return useContext(AreaContext);
}
