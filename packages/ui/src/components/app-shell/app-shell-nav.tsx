import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AppShellLink, type AppShellNavigation } from './app-shell-link';

export interface AppShellNavItem {
  label: string;
  href: string;
  /** A decorative icon (hidden from assistive technology), e.g. a lucide-react icon. */
  icon?: ReactNode;
  /** Leaves the item out (e.g. the hospital's PCR entries when its PCRDPI flag is false). */
  hidden?: boolean;
  /**
   * Other paths whose pages belong to this entry, as its detail pages:
   * `['/hospital/doctor-info']` marks Doctors on /hospital/doctor-info/{id}.
   */
  sectionPaths?: readonly string[];
}

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/** `path` is `prefix` or lies under it, whole segments only (/hospital/doctors-x is not under /hospital/doctors). */
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The entry whose section the current path is in: the same href, an href the
 * path lies under, or one of the entry's `sectionPaths`; the longest wins (on
 * /hospital/doctors/new "Doctors", not "Dashboard"). An entry that other
 * entries lie under (the area's root, /hospital) marks its own page only, so
 * a page no entry claims (/hospital/profile) marks none.
 */
export function activeItemOf(items: ReadonlyArray<AppShellNavItem>, currentPath: string): AppShellNavItem | undefined {
  const path = withoutTrailingSlash(currentPath);
  const hrefs = items.map((item) => withoutTrailingSlash(item.href));
  let best: { item: AppShellNavItem; length: number } | undefined;
  items.forEach((item, index) => {
    if (item.hidden) return;
    const href = hrefs[index] ?? item.href;
    const isRoot = hrefs.some((other) => other !== href && isUnder(other, href));
    const prefixes = [...(isRoot ? [] : [href]), ...(item.sectionPaths ?? []).map(withoutTrailingSlash)];
    const length =
      path === href ? Infinity : Math.max(-1, ...prefixes.filter((p) => isUnder(path, p)).map((p) => p.length));
    if (length >= 0 && (best === undefined || length > best.length)) best = { item, length };
  });
  return best?.item;
}

/** The href of the entry marked as the current page (see activeItemOf). */
export function activeHrefOf(items: ReadonlyArray<AppShellNavItem>, currentPath: string): string | undefined {
  return activeItemOf(items, currentPath)?.href;
}

export interface AppShellNavProps extends AppShellNavigation {
  label: string;
  items: ReadonlyArray<AppShellNavItem>;
  currentPath: string;
  /** Called after an item is followed (the drawer closes itself with it). */
  onItemClick?: () => void;
}

/** The sidebar's list of links; the current page's link has aria-current="page". */
export function AppShellNav({ label, items, currentPath, onItemClick, onNavigate, renderLink }: AppShellNavProps) {
  const active = activeHrefOf(items, currentPath);
  return (
    <nav aria-label={label} data-slot="app-shell-nav" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-1">
        {items
          .filter((item) => !item.hidden)
          .map((item) => {
            const current = item.href === active;
            return (
              <li key={item.href}>
                <AppShellLink
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  onClick={onItemClick}
                  onNavigate={onNavigate}
                  renderLink={renderLink}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    '[&_svg]:size-5 [&_svg]:shrink-0',
                    current
                      ? 'bg-primary-50 font-semibold text-primary-700'
                      : 'text-neutral-700 hover:bg-neutral-100 hover:text-foreground',
                  )}
                >
                  {item.icon !== undefined && <span aria-hidden="true">{item.icon}</span>}
                  {item.label}
                </AppShellLink>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
