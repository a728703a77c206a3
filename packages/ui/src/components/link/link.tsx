import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { useLinkClick } from '../../lib/navigation';
import { externalRel, isExternalHref } from './is-external-href';

export const linkVariants = cva(
  'inline-flex items-center gap-1 rounded-sm font-medium underline underline-offset-4 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'text-primary-700 hover:text-primary-900',
        muted: 'text-foreground-muted hover:text-foreground',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

export type LinkProps = ComponentProps<'a'> &
  VariantProps<typeof linkVariants> & {
    /** Style the single child (e.g. the router's link) instead of rendering an <a>. */
    asChild?: boolean;
    /**
     * Opens in a new tab with rel="noopener noreferrer" and says so to screen readers.
     * By default, absolute http(s) addresses are external.
     */
    external?: boolean;
  };

/** A styled anchor: in-product paths, router links (`asChild`), and external sites. */
export function Link({ className, variant, asChild = false, external, children, onClick, ...props }: LinkProps) {
  const { t } = useTranslation('basics');
  // In-product paths go through the app's navigation (NavigationProvider), not a page load.
  const handleClick = useLinkClick(asChild ? undefined : props.href, onClick);
  const isExternal = external ?? isExternalHref(props.href);
  // Only set what is needed: with `asChild`, an undefined href would hide the router link's own.
  const externalProps = isExternal ? { target: props.target ?? '_blank', rel: externalRel(props.rel) } : {};
  const Component = asChild ? Slot : 'a';
  return (
    <Component
      data-slot="link"
      className={cn(linkVariants({ variant }), className)}
      {...props}
      {...externalProps}
      onClick={isExternal ? onClick : handleClick}
    >
      <Slottable>{children}</Slottable>
      {isExternal && (
        <>
          <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
          <span className="sr-only">{t('opensInNewTab')}</span>
        </>
      )}
    </Component>
  );
}
