import type { LookupOption } from '@aafiya/api-client';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import type { SearchKind } from '../search/saved-search-text';
import { AppDownload, type AppStoreLinks } from './app-download';
import { HomeSearchBlock } from './home-search-block';
import { SpecialityFinder } from './speciality-finder';

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
 * holds no map, calendar or table.
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
          <HomeSearchBlock onSearch={onSearch} />
        </div>
      </section>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4">
        <SpecialityFinder specialities={specialities} loading={specialitiesLoading} />
        <AppDownload appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} />
      </div>
    </div>
  );
}
