import { useTranslation } from '../../../i18n/use-translation';
import { Spinner } from '../../../components/spinner';
import { cn } from '../../../lib/cn';

/** What a site shows while a page's code loads (each route is its own chunk): a centred spinner. */
export function PageLoading({ className }: { className?: string }) {
  const { t } = useTranslation('navigation');
  return (
    <div data-slot="page-loading" className={cn('flex justify-center px-4 py-16', className)}>
      <Spinner size="lg" label={t('loadingPage')} />
    </div>
  );
}
