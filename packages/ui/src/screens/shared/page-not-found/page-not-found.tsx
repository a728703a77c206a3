import { SearchX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { buttonVariants } from '../../../components/button';
import { cn } from '../../../lib/cn';
import { useLinkClick } from '../../../lib/navigation';

export interface PageNotFoundProps {
  /** Where "Back to home" goes: the site's or the area's home. Default `/`. */
  homeHref?: string;
  className?: string;
}

/**
 * What a site shows for a path it has no page for: an unknown address, or a
 * menu entry whose screen is not built yet. The specification names no such
 * page; a clear message and a way home is what a user expects.
 */
export function PageNotFound({ homeHref = '/', className }: PageNotFoundProps) {
  const { t } = useTranslation('navigation');
  const titleId = useId();
  const onClick = useLinkClick(homeHref);
  return (
    <section
      aria-labelledby={titleId}
      data-slot="page-not-found"
      className={cn('mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-16 text-center', className)}
    >
      <div
        aria-hidden="true"
        className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&_svg]:size-7"
      >
        <SearchX />
      </div>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('notFoundTitle')}
      </h1>
      <p className="text-foreground-muted">{t('notFoundText')}</p>
      <a href={homeHref} onClick={onClick} className={cn(buttonVariants({ variant: 'primary' }), 'mt-3')}>
        {t('backHome')}
      </a>
    </section>
  );
}
