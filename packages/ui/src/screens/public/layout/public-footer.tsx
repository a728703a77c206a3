import { Mail } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { BrandMark } from '../../shared/brand-mark/brand-mark';
import { COMPANY_EMAIL } from './company-contact';
import { PublicNavLink } from './public-nav-link';

export interface PublicFooterProps {
  currentPath: string;
  /** The year of the copyright line. */
  year: number;
}

/**
 * The public footer (002: "A footer exists"): the mark and a line about the
 * product, the company's contact e-mail, the patient pages the header does not
 * carry (pharmacies, insurances, get a quote: 002 "Authenticated patient
 * area"), the legal pages and the copyright.
 */
export function PublicFooter({ currentPath, year }: PublicFooterProps) {
  const { t } = useTranslation('navigation');
  const explore = [
    { href: '/pharmacies', label: t('pharmacies') },
    { href: '/insurance', label: t('insurances') },
    { href: '/get-qoute', label: t('getQuote') },
  ];
  const legal = [
    { href: '/terms-of-use', label: t('termsOfUse') },
    { href: '/privacy-policy', label: t('privacyPolicy') },
  ];
  return (
    <footer data-slot="public-footer" className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 @3xl/public:grid-cols-3">
        <div className="flex flex-col gap-2">
          <BrandMark />
          <p className="text-sm text-foreground-muted">{t('footerTagline')}</p>
          <p className="flex items-center gap-2 text-sm">
            <Mail aria-hidden className="size-4 text-foreground-muted" />
            <span className="text-foreground-muted">{t('contactUs')}</span>
            <a
              href={`mailto:${COMPANY_EMAIL}`}
              className="rounded-sm font-medium text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {COMPANY_EMAIL}
            </a>
          </p>
        </div>
        {[
          { label: t('exploreNavigation'), links: explore },
          { label: t('footerNavigation'), links: legal },
        ].map((group) => (
          <nav key={group.label} aria-label={group.label}>
            <ul className="-mx-3 flex flex-col gap-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <PublicNavLink href={link.href} currentPath={currentPath}>
                    {link.label}
                  </PublicNavLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-border px-4 py-4 text-center text-xs text-foreground-muted">
        {t('copyright', { year })}
      </p>
    </footer>
  );
}
