import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button';
import { AppShellNav, type AppShellNavProps } from './app-shell-nav';

export interface AppShellDrawerProps extends Omit<AppShellNavProps, 'onItemClick'> {
  brand: ReactNode;
  className?: string;
}

const iconButton = cn(buttonVariants({ variant: 'ghost', size: 'md' }), 'size-10 px-0 [&_svg]:size-5');

/** Below the md width the sidebar lives in a drawer opened by a menu button (focus is trapped while open). */
export function AppShellDrawer({ brand, className, label, ...navProps }: AppShellDrawerProps) {
  const { t } = useTranslation('shell');
  const { locale, direction } = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={t('openMenu')} className={cn(iconButton, className)}>
        <Menu aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-neutral-900/40" />
        <Dialog.Content
          lang={locale}
          dir={direction}
          aria-describedby={undefined}
          data-slot="app-shell-drawer"
          className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface text-foreground shadow-xl outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-border ps-5 pe-3">
            <div className="min-w-0">{brand}</div>
            <Dialog.Title className="sr-only">{label}</Dialog.Title>
            <Dialog.Close aria-label={t('closeMenu')} className={iconButton}>
              <X aria-hidden />
            </Dialog.Close>
          </div>
          <AppShellNav
            label={label}
            {...navProps}
            onItemClick={() => {
              setOpen(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
