import { useTranslation } from '../../../i18n/use-translation';
import { BrandMark } from '../../shared/brand-mark/brand-mark';
import { PublicNavLink } from './public-nav-link';

export interface PublicFooterProps {
  currentPath: string;
  /** The year of the copyright line. */
  year: number;
}

/** The public footer: the mark, a line about the product, the legal pages and the copyright. */
export function PublicFooter({ currentPath, year }: PublicFooterProps) {
  const { t } = useTranslation('navigation');
  return (
    <footer data-slot="public-footer" className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 @3xl/public:flex-row @3xl/public:items-center @3xl/public:justify-between">
        <div className="flex flex-col gap-1">
          <BrandMark />
          <p className="text-sm text-foreground-muted">{t('footerTagline')}</p>
        </div>
        <nav aria-label={t('footerNavigation')}>
          <ul className="-mx-3 flex flex-wrap gap-1">
            <li>
              <PublicNavLink href="/terms-of-use" currentPath={currentPath}>
                {t('termsOfUse')}
              </PublicNavLink>
            </li>
            <li>
              <PublicNavLink href="/privacy-policy" currentPath={currentPath}>
                {t('privacyPolicy')}
              </PublicNavLink>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-border px-4 py-4 text-center text-xs text-foreground-muted">
        {t('copyright', { year })}
      </p>
    </footer>
  );
}
