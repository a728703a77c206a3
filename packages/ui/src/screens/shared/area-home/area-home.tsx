import { ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { useLinkClick } from '../../../lib/navigation';

export interface AreaHomeSection {
  label: string;
  href: string;
  /** A decorative icon, e.g. the sidebar entry's lucide icon. */
  icon?: ReactNode;
  /** A line under the label. */
  description?: string;
}

export interface AreaHomeProps {
  /** The signed-in user's first name ("Welcome, Mariam"); without it, "Welcome to Aafiya". */
  firstName?: string;
  /** The area's sections, one card each (usually the sidebar entries but the home itself). */
  sections: ReadonlyArray<AreaHomeSection>;
  /** A line under the welcome; default "Choose where to go.". */
  intro?: string;
  className?: string;
}

/**
 * The first page of a role area (and, for now, of the public site): a welcome
 * block and one card per section of the area, linking to it.
 */
export function AreaHome({ firstName, sections, intro, className }: AreaHomeProps) {
  const { t } = useTranslation('navigation');
  const titleId = useId();
  const sectionsId = useId();
  const name = firstName?.trim();
  return (
    <div data-slot="area-home" className={cn('@container flex flex-col gap-6', className)}>
      <section
        aria-labelledby={titleId}
        className="rounded-lg border border-border bg-surface px-6 py-8 shadow-xs @3xl:px-8"
      >
        <h1 id={titleId} className="text-2xl font-semibold text-foreground @3xl:text-3xl">
          {name ? t('welcomeName', { firstName: name }) : t('welcomeGuest')}
        </h1>
        <p className="mt-2 text-foreground-muted">{intro ?? t('areaIntro')}</p>
      </section>
      {sections.length > 0 && (
        <nav aria-labelledby={sectionsId}>
          <h2 id={sectionsId} className="sr-only">
            {t('sections')}
          </h2>
          <ul className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
            {sections.map((section) => (
              <li key={section.href}>
                <SectionCard {...section} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

function SectionCard({ label, href, icon, description }: AreaHomeSection) {
  const onClick = useLinkClick(href);
  return (
    <a
      href={href}
      onClick={onClick}
      data-slot="area-home-card"
      className={cn(
        'group flex h-full items-center gap-4 rounded-lg border border-border bg-surface p-5 text-foreground shadow-xs transition-colors',
        'hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
    >
      {icon !== undefined && (
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-md bg-primary-50 text-primary-700 group-hover:bg-primary-100 [&_svg]:size-5"
        >
          {icon}
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold">{label}</span>
        {description && <span className="text-sm text-foreground-muted">{description}</span>}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-neutral-500 rtl:-scale-x-100" />
    </a>
  );
}
