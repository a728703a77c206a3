import { LogOut } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import type { Locale } from '../../../i18n';
import { useLinkClick } from '../../../lib/navigation';
import { BrandMark } from '../../shared/brand-mark/brand-mark';
import { LanguageSwitch } from './language-switch';
import { PublicNavLink } from './public-nav-link';

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
 * The public header (002, "Public header and footer"): links to /, /hospitals,
 * /doctor, /profile, /login, /select-registeration-type, /terms-of-use and
 * /privacy-policy, and the language switch. Navigation items depend on the
 * role: a guest gets Login and Register; a signed-in user gets their own page
 * (Profile for a patient) and Logout.
 */
export function PublicHeader({ currentPath, locale, onLocaleChange, signedIn, account, onLogout }: PublicHeaderProps) {
  const { t } = useTranslation('navigation');
  const onBrandClick = useLinkClick('/');
  const links: { href: string; label: string }[] = [
    { href: '/', label: t('home') },
    { href: '/hospitals', label: t('hospitals') },
    { href: '/doctor', label: t('findDoctors') },
    ...(signedIn && account
      ? [{ href: account.href, label: account.kind === 'profile' ? t('profile') : t('myArea') }]
      : []),
    ...(signedIn
      ? []
      : [
          { href: '/login', label: t('login') },
          { href: '/select-registeration-type', label: t('register') },
        ]),
    { href: '/terms-of-use', label: t('termsOfUse') },
    { href: '/privacy-policy', label: t('privacyPolicy') },
  ];
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
          {signedIn && (
            <Button variant="ghost" size="sm" onClick={onLogout}>
              <LogOut aria-hidden className="rtl:-scale-x-100" />
              {t('logout')}
            </Button>
          )}
          <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />
        </div>
        <nav aria-label={t('siteNavigation')} className="w-full @4xl/public:ms-auto @4xl/public:w-auto">
          <ul className="-mx-3 flex flex-wrap gap-1 @4xl/public:mx-0">
            {links.map((link) => (
              <li key={link.href}>
                <PublicNavLink href={link.href} currentPath={currentPath}>
                  {link.label}
                </PublicNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
