import { cva, type VariantProps } from 'class-variance-authority';
import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n';
import { cn } from '../../lib/cn';

/**
 * A card's action menu (Delete / Update, Play / Delete). Arrow keys move between
 * items, Enter or Space chooses one, Escape closes and returns focus to the trigger.
 */
export function Menu({ dir, modal = false, ...props }: ComponentProps<typeof DropdownMenu.Root>) {
  const { direction } = useLocale();
  // Not modal by default (the WAI-ARIA menu button pattern): a modal menu hides the rest of
  // the page with aria-hidden while the focusable trigger stays inside it (axe: aria-hidden-focus).
  return <DropdownMenu.Root data-slot="menu" dir={dir ?? direction} modal={modal} {...props} />;
}

export type MenuTriggerProps = ComponentProps<typeof DropdownMenu.Trigger> & {
  /** Accessible name of the icon button; defaults to "More actions" in the active language. */
  label?: string;
};

/**
 * The round "more" (⋮) icon button that opens the menu. Pass `asChild` with your
 * own button to use a different trigger.
 */
export function MenuTrigger({ label, className, children, asChild, ...props }: MenuTriggerProps) {
  const { t } = useTranslation('overlays');
  if (asChild)
    return (
      <DropdownMenu.Trigger data-slot="menu-trigger" asChild {...props}>
        {children}
      </DropdownMenu.Trigger>
    );
  return (
    <DropdownMenu.Trigger
      data-slot="menu-trigger"
      aria-label={label ?? t('moreActions')}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-foreground-muted transition-colors hover:bg-neutral-100 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-neutral-100 [&_svg]:size-4',
        className,
      )}
      {...props}
    >
      {children ?? <EllipsisVertical aria-hidden="true" />}
    </DropdownMenu.Trigger>
  );
}

/** The list of items, portalled to <body>; by default aligned with the trigger's inline end. */
export function MenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  ...props
}: ComponentProps<typeof DropdownMenu.Content>) {
  const { locale } = useLocale();
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        data-slot="menu-content"
        lang={locale}
        sideOffset={sideOffset}
        // Logical: floating-ui reads the content's direction, so `end` is the left edge in Arabic.
        align={align}
        className={cn(
          'z-50 min-w-40 overflow-hidden rounded-md border border-border bg-surface p-1 text-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export const menuItemVariants = cva(
  'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'text-foreground data-[highlighted]:bg-neutral-100',
        destructive: 'text-danger-700 data-[highlighted]:bg-danger-50 [&_svg]:text-danger-700',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type MenuItemProps = ComponentProps<typeof DropdownMenu.Item> & VariantProps<typeof menuItemVariants>;

/** One action; `onSelect` runs when it is clicked or chosen with Enter/Space. */
export function MenuItem({ className, variant, ...props }: MenuItemProps) {
  return (
    <DropdownMenu.Item
      data-slot="menu-item"
      data-variant={variant ?? 'default'}
      className={cn(menuItemVariants({ variant }), className)}
      {...props}
    />
  );
}

export function MenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenu.Separator>) {
  return (
    <DropdownMenu.Separator
      data-slot="menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return (
    <DropdownMenu.Label
      data-slot="menu-label"
      className={cn('px-2 py-1.5 text-xs font-semibold text-foreground-muted', className)}
      {...props}
    />
  );
}
