import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n';
import { cn } from '../../lib/cn';
import { toastStore, type ToastItem } from './toast-store';

export const toastVariants = cva(
  'flex w-full items-start gap-3 rounded-lg border bg-surface p-4 text-sm text-foreground shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      kind: {
        success: 'border-success-100 [&>svg]:text-success-700',
        error: 'border-danger-100 [&>svg]:text-danger-700',
      },
    },
  },
);

export type ToasterProps = Omit<ComponentProps<typeof Toast.Viewport>, 'children'> & {
  /** How long a toast stays before it closes by itself, in milliseconds. */
  duration?: number;
};

/**
 * Renders the toasts raised with `toast.success()` / `toast.error()`. Mount it once,
 * near the root. Toasts close by themselves (the timer pauses while hovered or
 * focused), with their × button, with Escape, or by swiping; F8 jumps to them.
 * Screen readers hear successes politely and errors at once.
 */
export function Toaster({ duration = 5000, className, ...props }: ToasterProps) {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const { t } = useTranslation('overlays');
  const { locale, direction } = useLocale();
  return (
    <Toast.Provider
      duration={duration}
      label={t('notification')}
      swipeDirection={direction === 'rtl' ? 'left' : 'right'}
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <Toast.Viewport
        data-slot="toaster"
        lang={locale}
        dir={direction}
        label={t('notifications')}
        className={cn(
          'fixed end-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm',
          className,
        )}
        {...props}
      />
    </Toast.Provider>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const { t } = useTranslation('overlays');
  const Icon = item.kind === 'success' ? CircleCheck : CircleAlert;
  return (
    <Toast.Root
      data-slot="toast"
      data-kind={item.kind}
      // Errors interrupt (assertive); successes wait their turn (polite).
      type={item.kind === 'error' ? 'foreground' : 'background'}
      duration={item.duration}
      className={toastVariants({ kind: item.kind })}
      onOpenChange={(open) => {
        if (!open) toastStore.dismiss(item.id);
      }}
    >
      <Icon aria-hidden="true" />
      <div className="flex-1 self-center">
        <Toast.Title className="font-medium">
          <span className="sr-only">{t(item.kind)}: </span>
          {item.message}
        </Toast.Title>
        {item.description ? (
          <Toast.Description className="mt-1 text-foreground-muted">{item.description}</Toast.Description>
        ) : null}
      </div>
      <Toast.Close
        aria-label={t('dismissNotification')}
        className="-m-1 inline-flex size-7 items-center justify-center rounded-md text-foreground-muted transition-colors hover:bg-neutral-100 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4"
      >
        <X aria-hidden="true" />
      </Toast.Close>
    </Toast.Root>
  );
}
