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
}

/**
 * The item that matches the current path: the same href, or the longest href
 * the path lies under (on /hospital/doctors/new "Doctors" is marked, not the
 * area root "Dashboard" at /hospital).
 */
export function activeHrefOf(items: ReadonlyArray<AppShellNavItem>, currentPath: string): string | undefined {
  let best: string | undefined;
  for (const { href, hidden } of items) {
    if (hidden) continue;
    const matches = currentPath === href || currentPath.startsWith(`${href.replace(/\/$/, '')}/`);
    if (matches && (best === undefined || href.length > best.length)) best = href;
  }
  return best;
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
