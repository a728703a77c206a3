import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { AppShellLink, type AppShellNavigation } from './app-shell-link';
import type { AppShellNavItem } from './app-shell-nav';

export interface AppShellBackLinkProps extends AppShellNavigation {
  /** The sidebar entry the page belongs to (a detail page's list). */
  section: AppShellNavItem;
}

/** "← Back to Doctors" above a page inside a section (a detail page): the way back to its list. */
export function AppShellBackLink({ section, onNavigate, renderLink }: AppShellBackLinkProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="mb-4">
      <AppShellLink
        href={section.href}
        data-slot="app-shell-back-link"
        onNavigate={onNavigate}
        renderLink={renderLink}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
        {t('backTo', { section: section.label })}
      </AppShellLink>
    </div>
  );
}
