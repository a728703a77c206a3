import type { VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useId, type ComponentProps } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n';
import { cn } from '../../lib/cn';
import { dialogContentVariants } from './dialog-variants';
import { popoverHostElement, useInnerLayers } from './inner-layers';
import { usePopoverFocusReturn } from './popover-focus-return';
import { useReturnFocus } from './return-focus';

export { Dialog, type DialogProps } from './dialog-root';
export { dialogContentVariants } from './dialog-variants';

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-neutral-900/50', className)}
      {...props}
    />
  );
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Show the × button in the corner (labelled "Close"); on by default. */
    showCloseButton?: boolean;
    /** Accessible name of the × button; defaults to "Close" in the active language. */
    closeLabel?: string;
  };

/**
 * The window itself, portalled to the end of <body> over a dimming overlay. Focus
 * moves into it and stays there until it closes, then returns to the element
 * that opened it (its trigger, the button or link whose handler opened it, or
 * the trigger of the menu whose item did). The popovers of react-aria fields
 * inside it (Select, MultiSelect, DateField, …) open inside the window, so the
 * modal's focus trap and pointer blocking let them work; while one is open,
 * Escape and a click outside close that popover only, and when it closes
 * focus goes back to the field that opened it.
 */
export function DialogContent({
  className,
  size,
  showCloseButton = true,
  closeLabel,
  children,
  onEscapeKeyDown,
  onPointerDownOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation('common');
  const { locale, direction } = useLocale();
  // Marks this window, so react-aria popovers inside it can portal into it.
  const popoverHost = useId();
  const innerLayers = useInnerLayers(popoverHost);
  usePopoverFocusReturn(popoverHost);
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        // Portalled outside the locale root: carry the language and direction along.
        lang={locale}
        dir={direction}
        className={cn(dialogContentVariants({ size }), className)}
        data-popover-host={popoverHost}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          innerLayers.onEscapeKeyDown(event);
        }}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          innerLayers.onPointerDownOutside(event);
        }}
        onOpenAutoFocus={returnFocus.onOpenAutoFocus}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        {...props}
      >
        <UNSAFE_PortalProvider getContainer={() => popoverHostElement(popoverHost) ?? document.body}>
          {children}
        </UNSAFE_PortalProvider>
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close-button"
            className="absolute end-4 top-4 inline-flex size-8 items-center justify-center rounded-md text-foreground-muted transition-colors hover:bg-neutral-100 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4"
          >
            <X aria-hidden="true" />
            <span className="sr-only">{closeLabel ?? t('close')}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pe-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg font-semibold text-foreground', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-foreground-muted', className)}
      {...props}
    />
  );
}
