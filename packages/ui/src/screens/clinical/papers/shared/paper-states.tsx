import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../components/button';
import { Spinner } from '../../../../components/spinner';
import { StaffAlert } from '../../../hospital/staff/staff-alert';

/** Where a modal's record stands: still loading, failed to load, or there (found or not). */
export type PaperStatus = 'loading' | 'error' | 'ready';

/** The modal's body while its record loads. */
export function PaperLoading() {
  return (
    <div className="flex justify-center py-10">
      <Spinner size="lg" />
    </div>
  );
}

/** The modal's body when its record did not load: why, and Try again. */
export function PaperLoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('clinicalPapers');
  return (
    <StaffAlert
      action={
        onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('retry')}
          </Button>
        )
      }
    >
      {message}
    </StaffAlert>
  );
}
