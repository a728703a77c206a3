import type { MouseEvent, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useLinkClick } from '../../../lib/navigation';

/** Whether `href` is the current page or, for paths other than `/`, a section the current page lies in. */
export function isCurrentHref(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

export interface PublicNavLinkProps {
  href: string;
  currentPath: string;
  children: ReactNode;
  className?: string;
  /** Runs before the navigation (the header's phone menu closes). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A link of the public header or footer; the current page's link has aria-current="page". */
export function PublicNavLink({ href, currentPath, children, className, onClick }: PublicNavLinkProps) {
  const onLinkClick = useLinkClick(href, onClick);
  const current = isCurrentHref(href, currentPath);
  return (
    <a
      href={href}
      onClick={onLinkClick}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'inline-flex items-center rounded-md px-3 py-2 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        current ? 'bg-primary-50 text-primary-800' : 'text-neutral-700 hover:bg-neutral-100 hover:text-foreground',
        className,
      )}
    >
      {children}
    </a>
  );
}
