import type { ClinicListItem } from '@aafiya/api-client';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { Spinner } from '../../../components/spinner';
import { UserText } from '../../../components/user-text';
import { cn } from '../../../lib/cn';
import { useLinkClick } from '../../../lib/navigation';
import { adminPaths } from '../shared/admin-paths';
import { LoadFailed } from '../shared/load-failed';

export interface ClinicsListProps {
  clinics: readonly ClinicListItem[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  className?: string;
}

function ClinicLink({ clinic, number }: { clinic: ClinicListItem; number: number }) {
  const href = adminPaths.clinic(clinic.id);
  const onClick = useLinkClick(href);
  return (
    <a
      href={href}
      onClick={onClick}
      className="flex items-center gap-4 px-4 py-3 transition-colors hover:bg-primary-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
    >
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-700 tabular-nums"
      >
        {number}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-foreground">
          <UserText>{clinic.name}</UserText>
        </span>
        {clinic.address && (
          <span className="text-sm text-foreground-muted">
            <UserText>{clinic.address}</UserText>
          </span>
        )}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-neutral-500 rtl:-scale-x-100" />
    </a>
  );
}

/**
 * The admin's Clinics (002 "/admin/clinics"): a numbered list of the
 * hospitals (name, address), each leading to its Hospital Finance
 * (/admin/clinic/{id}).
 */
export function ClinicsList({ clinics, loading = false, error = false, onRetry, className }: ClinicsListProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-slot="clinics-list" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('clinicsTitle')}
      </h1>
      {loading ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" />
        </div>
      ) : error ? (
        <LoadFailed message={t('clinicsError')} onRetry={onRetry} />
      ) : clinics.length === 0 ? (
        <EmptyState role="status" title={t('noClinics')} />
      ) : (
        <ol
          aria-labelledby={titleId}
          className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface shadow-xs"
        >
          {clinics.map((clinic, index) => (
            <li key={clinic.id}>
              <ClinicLink clinic={clinic} number={index + 1} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
