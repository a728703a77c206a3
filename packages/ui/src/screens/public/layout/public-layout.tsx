import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Locale } from '../../../i18n';
import { cn } from '../../../lib/cn';
import { PublicFooter } from './public-footer';
import { PublicHeader, type PublicHeaderProps } from './public-header';

export interface PublicLayoutProps {
  /** The current location's path; the matching header link is marked aria-current="page". */
  currentPath: string;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Whether someone is signed in: guests get Login and Register, users Logout. */
  signedIn: boolean;
  /** The signed-in user's own page (Profile for a patient, the area home for other roles). */
  account?: PublicHeaderProps['account'];
  /** Clears the session (the app decides where to go next). */
  onLogout: () => void;
  /** The year of the footer's copyright line; default the current year. */
  year?: number;
  /** The page. */
  children: ReactNode;
  className?: string;
}

/**
 * The layout of the public site (patient site at /): header with the site's
 * links and the language switch, the page, and the footer. A skip link leads
 * keyboard users past the header. No router: links go through the app's
 * NavigationProvider.
 */
export function PublicLayout({
  currentPath,
  locale,
  onLocaleChange,
  signedIn,
  account,
  onLogout,
  year,
  children,
  className,
}: PublicLayoutProps) {
  const { t } = useTranslation('shell');
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  // Read once: rendering stays pure (React Compiler's purity rule).
  const [currentYear] = useState(() => new Date().getFullYear());
  return (
    <div
      data-slot="public-layout"
      className={cn('@container/public flex min-h-dvh w-full flex-col bg-surface-muted text-foreground', className)}
    >
      <a
        href={`#${mainId}`}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
        className="sr-only rounded-md bg-surface px-4 py-2 text-sm font-semibold text-primary-700 shadow-md focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:outline-2 focus:outline-ring"
      >
        {t('skipToContent')}
      </a>
      <PublicHeader
        currentPath={currentPath}
        locale={locale}
        onLocaleChange={onLocaleChange}
        signedIn={signedIn}
        account={account}
        onLogout={onLogout}
      />
      {/* At least a screen tall: the footer starts below the fold, so a page that arrives after the
          first paint (the routes load lazily) pushes nothing the reader sees (CLS, #18). */}
      <main
        ref={mainRef}
        id={mainId}
        tabIndex={-1}
        data-slot="public-layout-main"
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8 outline-none"
      >
        {children}
      </main>
      <PublicFooter currentPath={currentPath} year={year ?? currentYear} />
    </div>
  );
}
