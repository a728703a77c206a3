import { Smartphone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isExternalHref } from '../../../components/link/is-external-href';

export interface AppStoreLinks {
  /** The App Store page of the app (configuration). */
  appStoreUrl?: string;
  /** The Google Play page of the app (configuration). */
  playStoreUrl?: string;
}

const storeLinkClass =
  'inline-flex h-12 items-center gap-2 rounded-md bg-neutral-900 px-5 text-sm font-semibold text-neutral-0 transition-colors hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Only http(s) addresses are links to a store. */
const usable = (url: string | undefined): url is string => url !== undefined && isExternalHref(url);

/**
 * The home page's app-download section (002) with its App Store and Google
 * Play links. Spec choice: the addresses are configuration; a link that is
 * not configured is left out, and with neither the section is not shown.
 */
export function AppDownload({ appStoreUrl, playStoreUrl }: AppStoreLinks) {
  const { t } = useTranslation('publicSearch');
  const { t: basics } = useTranslation('basics');
  const titleId = useId();
  if (!usable(appStoreUrl) && !usable(playStoreUrl)) return null;
  const newTab = ` ${basics('opensInNewTab')}`;
  return (
    <section
      aria-labelledby={titleId}
      data-slot="app-download"
      className="flex flex-col items-start gap-4 rounded-lg bg-primary-50 p-6 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex items-start gap-3">
        <Smartphone aria-hidden="true" className="mt-1 size-8 shrink-0 text-primary-700" />
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-xl font-semibold text-foreground">
            {t('appTitle')}
          </h2>
          <p className="text-sm text-foreground-muted">{t('appText')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        {usable(appStoreUrl) && (
          <a href={appStoreUrl} target="_blank" rel="noopener noreferrer" className={storeLinkClass}>
            {t('appStore')}
            <span className="sr-only">{newTab}</span>
          </a>
        )}
        {usable(playStoreUrl) && (
          <a href={playStoreUrl} target="_blank" rel="noopener noreferrer" className={storeLinkClass}>
            {t('playStore')}
            <span className="sr-only">{newTab}</span>
          </a>
        )}
      </div>
    </section>
  );
}
