import { Slot } from '@radix-ui/react-slot';
import { ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';

/** The trail of pages above the current one (public site: Home > Terms Of Use). */
export function Breadcrumb({ 'aria-label': ariaLabel, ...props }: ComponentProps<'nav'>) {
  const { t } = useTranslation('overlays');
  return <nav data-slot="breadcrumb" aria-label={ariaLabel ?? t('breadcrumb')} {...props} />;
}

export function BreadcrumbList({ className, ...props }: ComponentProps<'ol'>) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn('flex flex-wrap items-center gap-1.5 text-sm break-words text-foreground-muted', className)}
      {...props}
    />
  );
}

export function BreadcrumbItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="breadcrumb-item" className={cn('inline-flex items-center gap-1.5', className)} {...props} />;
}

export type BreadcrumbLinkProps = ComponentProps<'a'> & {
  /** Render the single child (e.g. the router's link) with the breadcrumb link styling. */
  asChild?: boolean;
};

export function BreadcrumbLink({ asChild = false, className, ...props }: BreadcrumbLinkProps) {
  const Component = asChild ? Slot : 'a';
  return (
    <Component
      data-slot="breadcrumb-link"
      className={cn(
        'rounded-sm text-primary-700 underline-offset-4 transition-colors hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}

/** The current page: not a link, announced as the current page. */
export function BreadcrumbPage({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn('font-semibold text-foreground', className)}
      {...props}
    />
  );
}

/** A chevron between items; it points the other way in Arabic (rtl). Hidden from screen readers. */
export function BreadcrumbSeparator({ children, className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn('text-neutral-500 [&>svg]:size-4', className)}
      {...props}
    >
      {children ?? <ChevronRight className="rtl:-scale-x-100" />}
    </li>
  );
}
