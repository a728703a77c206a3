import { Search } from 'lucide-react';
import { buttonVariants } from '../../../components/button/button';
import { inputVariants } from '../../../components/forms/field-styles';
import { tabsListVariants, tabsTriggerVariants } from '../../../components/tabs/tabs-variants';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { homeSearchBlockClass } from './home-search-block-class';

/**
 * The search block while its code loads (radix Tabs is ~9 kB gzip, and the
 * home is the site's first route): the same box, tab strip, text box and
 * button with the same classes, so the first paint stays put (CLS).
 */
export function HomeSearchSkeleton() {
  const { t } = useTranslation('publicSearch');
  return (
    <div aria-busy="true" data-slot="home-search-skeleton" className={cn(homeSearchBlockClass, 'flex flex-col gap-4')}>
      <div className={tabsListVariants()}>
        <span data-state="active" className={tabsTriggerVariants()}>
          {t('tabHospital')}
        </span>
        <span data-state="inactive" className={tabsTriggerVariants()}>
          {t('tabDoctor')}
        </span>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className={cn(inputVariants({ size: 'lg' }), 'items-center text-foreground-muted')}>{t('enterArea')}</div>
        <span className={buttonVariants({ size: 'lg' })}>
          <Search aria-hidden="true" />
          {t('search')}
        </span>
      </div>
    </div>
  );
}
