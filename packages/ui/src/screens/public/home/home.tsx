import type { LookupOption } from '@aafiya/api-client';
import { Suspense, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { lazyComponent } from '../../../lib/lazy-component';
import type { SearchKind } from '../search/saved-search-text';
import { AppDownload, type AppStoreLinks } from './app-download';
import { HomeSearchSkeleton } from './home-search-skeleton';
import { SpecialityFinder } from './speciality-finder';

// Split out of the first chunk: radix Tabs would weigh on the site's first route.
const HomeSearchBlock = lazyComponent(() => import('./home-search-block').then((m) => m.HomeSearchBlock));

/** Loads the search block's code ahead (a story's loader, or the site once the home has painted). */
export function preloadHomeSearch(): Promise<unknown> {
  return HomeSearchBlock.preload();
}

export interface PublicHomeProps extends AppStoreLinks {
  /** The speciality finder's list. */
  specialities: readonly LookupOption[];
  specialitiesLoading?: boolean;
  /** A search block submit with non-empty text (empty text does nothing). */
  onSearch: (kind: SearchKind, text: string) => void;
  className?: string;
}

/**
 * The public home page `/` (002 "Public header and footer"): the hero with the
 * search block (Hospital and Doctor tabs), the speciality finder and the
 * app-download section. Light on purpose: it is the site's first route, so it
 * holds no map, calendar or table, and the search block (radix Tabs) loads
 * just after the heading paints, drawn meanwhile by its skeleton.
 */
export function PublicHome({
  specialities,
  specialitiesLoading,
  onSearch,
  appStoreUrl,
  playStoreUrl,
  className,
}: PublicHomeProps) {
  const { t } = useTranslation('publicSearch');
  const titleId = useId();
  return (
    <div data-slot="public-home" className={cn('flex w-full flex-col gap-10 pb-10', className)}>
      <section aria-labelledby={titleId} className="bg-primary-800 px-4 py-12 text-neutral-0 md:py-16">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h1 id={titleId} className="text-3xl leading-tight font-bold md:text-4xl">
              {t('heroTitle')}
            </h1>
            <p className="text-base text-primary-50 md:text-lg">{t('heroText')}</p>
          </div>
          <Suspense fallback={<HomeSearchSkeleton />}>
            <HomeSearchBlock onSearch={onSearch} />
          </Suspense>
        </div>
      </section>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4">
        <SpecialityFinder specialities={specialities} loading={specialitiesLoading} />
        <AppDownload appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} />
      </div>
    </div>
  );
}
