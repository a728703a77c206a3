import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n';
import { cn } from '../../lib/cn';
import { UserText } from '../user-text';
import { AppShellLink, type AppShellNavigation } from './app-shell-link';

export interface AppShellUser {
  firstName: string;
  lastName: string;
  /** Profile picture URL; initials are shown without one. */
  imageUrl?: string;
}

export interface AppShellUserMenuProps extends AppShellNavigation {
  user: AppShellUser;
  /** Where the Profile link goes; without it there is no Profile link (the admin has none). */
  profileHref?: string;
  onLogout: () => void;
}

const itemClass =
  'flex cursor-default items-center gap-2 rounded-sm px-3 py-2 text-sm text-foreground outline-none select-none data-highlighted:bg-neutral-100 [&_svg]:size-4 [&_svg]:text-neutral-600';

/** The top bar's user menu: the user's first and last name, a Profile link and Logout. */
export function AppShellUserMenu({ user, profileHref, onLogout, onNavigate, renderLink }: AppShellUserMenuProps) {
  const { t } = useTranslation('shell');
  const { direction } = useLocale();
  const fullName = `${user.firstName} ${user.lastName}`;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  return (
    <DropdownMenu.Root dir={direction} modal={false}>
      <DropdownMenu.Trigger
        data-slot="app-shell-user-menu"
        className={cn(
          'inline-flex h-10 shrink-0 items-center gap-2 rounded-full ps-1 pe-2 text-sm font-medium text-foreground',
          'hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        {user.imageUrl ? (
          <img src={user.imageUrl} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-8 items-center justify-center rounded-full bg-primary-100 text-xs font-semibold text-primary-800"
          >
            {initials}
          </span>
        )}
        <UserText className="sr-only @2xl/shell:not-sr-only">{fullName}</UserText>
        <ChevronDown aria-hidden className="size-4 text-neutral-600" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-border bg-surface p-1 shadow-md"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm font-semibold text-foreground">
            <UserText>{fullName}</UserText>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {profileHref !== undefined && (
            <DropdownMenu.Item asChild className={itemClass}>
              <AppShellLink href={profileHref} onNavigate={onNavigate} renderLink={renderLink}>
                <UserRound aria-hidden />
                {t('profile')}
              </AppShellLink>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
            <LogOut aria-hidden className="rtl:-scale-x-100" />
            {t('logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
