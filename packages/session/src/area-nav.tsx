import { type namespaces, useTranslation } from '@aafiya/ui';
import type { ComponentType, ReactNode } from 'react';
import type { SessionState } from './session-state';

/** A key of the `navigation` texts of @aafiya/ui: the entry's label. */
export type NavigationLabel = keyof (typeof namespaces)['navigation']['en'];

/** A sidebar (or home card) entry of an area, as an app's navigation.ts lists it. */
export interface AreaNavItem {
  label: NavigationLabel;
  href: string;
  /** A lucide-react icon (or any icon component); shown decoratively. */
  icon: ComponentType;
  /** Leaves the entry out for this session, e.g. the PCR entries of a hospital without PCRDPI. */
  hidden?: (session: SessionState) => boolean;
  /** Paths of the entry's other pages (its detail pages, e.g. /hospital/doctor-info): the entry is marked there. */
  sectionPaths?: readonly string[];
}

export interface ShownNavItem {
  label: string;
  href: string;
  icon: ReactNode;
  hidden: boolean;
  sectionPaths?: readonly string[];
}

/** The entries with their labels in the current language, their icons and whether each is hidden. */
export function useNavItems(items: readonly AreaNavItem[], session: SessionState): ShownNavItem[] {
  const { t } = useTranslation('navigation');
  return items.map(({ label, href, icon: Icon, hidden, sectionPaths }) => ({
    label: t(label),
    href,
    icon: <Icon />,
    hidden: hidden?.(session) ?? false,
    ...(sectionPaths ? { sectionPaths } : {}),
  }));
}
