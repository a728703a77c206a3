import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import type { Locale } from '../../../i18n';
import { cn } from '../../../lib/cn';
import { useLinkClick } from '../../../lib/navigation';
import { BrandMark } from '../../shared/brand-mark/brand-mark';
import { LanguageSwitch } from './language-switch';
import { PublicNavLink } from './public-nav-link';
import { usePublicNavItems } from './public-nav-items';

export interface PublicHeaderProps {
  currentPath: string;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  signedIn: boolean;
  /** The signed-in user's own page and how to name it: Profile (/profile) for a patient, the area home for other roles. */
  account?: { href: string; kind: 'profile' | 'area' };
  onLogout: () => void;
}

/**
 * The public header (002, "Public header and footer"): the brand (a link to
 * /), the navigation items of the role (a guest counts as a PATIENT; the Home
 * item is excluded, the brand leads home), the language switch and, signed
 * in, Logout. On a narrow screen (a phone) the items and Logout collapse
 * behind a menu button (a disclosure: aria-expanded, Escape closes it and
 * gives the focus back to the button; following a link closes it).
 */
export function PublicHeader({ currentPath, locale, onLocaleChange, signedIn, account, onLogout }: PublicHeaderProps) {
  const { t } = useTranslation('navigation');
  const { t: shell } = useTranslation('shell');
  const onBrandClick = useLinkClick('/');
  const links = usePublicNavItems(signedIn, account);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Open for the page it was opened on: a new page (a link followed) finds it closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === currentPath;
  const close = () => {
    setOpenOn(null);
  };
  // Escape inside the open menu closes it and gives the focus back to its button. (A listener on
  // the menu itself: the menu is not a widget with a role, so no handler prop sits on its element.)
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = menu.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  return (
    <header data-slot="public-header" className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <a
          href="/"
          onClick={onBrandClick}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <BrandMark />
        </a>
        <div className="ms-auto flex items-center gap-2 @4xl/public:order-last @4xl/public:ms-0">
          <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />
          <Button
            ref={menuButton}
            variant="ghost"
            size="md"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? shell('closeMenu') : shell('openMenu')}
            onClick={() => {
              setOpenOn(open ? null : currentPath);
            }}
            className="size-10 px-0 @4xl/public:hidden [&_svg]:size-5"
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
        <div
          ref={menu}
          id={menuId}
          data-slot="public-header-menu"
          className={cn(
            'w-full flex-col gap-2 @4xl/public:ms-auto @4xl/public:flex @4xl/public:w-auto @4xl/public:flex-row @4xl/public:items-center',
            open ? 'flex' : 'hidden',
          )}
        >
          <nav aria-label={t('siteNavigation')}>
            <ul className="-mx-3 flex flex-col gap-1 @4xl/public:mx-0 @4xl/public:flex-row @4xl/public:flex-wrap">
              {links.map((link) => (
                <li key={link.href}>
                  <PublicNavLink href={link.href} currentPath={currentPath} onClick={close} className="w-full">
                    {link.label}
                  </PublicNavLink>
                </li>
              ))}
            </ul>
          </nav>
          {signedIn && (
            <Button variant="ghost" size="sm" onClick={onLogout} className="self-start @4xl/public:self-auto">
              <LogOut aria-hidden className="rtl:-scale-x-100" />
              {t('logout')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
