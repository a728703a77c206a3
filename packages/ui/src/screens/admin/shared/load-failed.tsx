import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { StaffAlert } from '../../hospital/staff/staff-alert';

/** A list or page that did not load: its message, announced at once, and Try again when it can be asked again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation('admin');
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
