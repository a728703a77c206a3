import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { dataTableStacked } from './data-table-stacked';

export type DataTableStatusKind = 'loading' | 'error' | 'empty';

export interface DataTableStatusProps {
  kind: DataTableStatusKind;
  colSpan: number;
  children: ReactNode;
  onRetry?: () => void;
}

/** The single body row shown instead of data: loading, error (with an optional retry) or empty. */
export function DataTableStatus({ kind, colSpan, children, onRetry }: DataTableStatusProps) {
  const { t } = useTranslation('table');
  return (
    <tr data-slot="data-table-status" data-status={kind} className={dataTableStacked.status}>
      <td colSpan={colSpan} className={cn('px-4 py-10 text-center text-sm', dataTableStacked.status)}>
        {kind === 'loading' && (
          <span role="status" className="inline-flex items-center gap-2 text-foreground-muted">
            <LoaderCircle aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
            {children}
          </span>
        )}
        {kind === 'error' && (
          <div className="flex flex-col items-center gap-3">
            <p role="alert" className="font-medium text-danger-700">
              {children}
            </p>
            {onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('retry')}
              </Button>
            )}
          </div>
        )}
        {kind === 'empty' && <p className="text-foreground-muted">{children}</p>}
      </td>
    </tr>
  );
}
