import { SearchX } from 'lucide-react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Link } from '../../../components/link';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';

/** A detail page while its record loads. */
export function DetailLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-sm font-medium">
      <Spinner size="md" label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/** A detail page whose record could not be read: the specification's message and Try again. */
export function DetailFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('publicDetail');
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <p role="alert" className="font-semibold text-danger-700">
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

/** A detail page of a record that does not exist (or is not public), with a way back to the list. */
export function DetailNotFound({ title, backLabel, backHref }: { title: string; backLabel: string; backHref: string }) {
  const { t } = useTranslation('publicDetail');
  return (
    <EmptyState
      icon={<SearchX />}
      title={
        <span role="heading" aria-level={1}>
          {title}
        </span>
      }
      description={t('notFoundHint')}
      action={<Link href={backHref}>{backLabel}</Link>}
    />
  );
}
