import type { HospitalApprovalRow } from '@aafiya/api-client';
import { FileText } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { createDataTableColumnHelper, DataTable } from '../../../components/data-table';
import { Spinner } from '../../../components/spinner';
import { cn } from '../../../lib/cn';

export interface HospitalApprovalsProps {
  rows: readonly HospitalApprovalRow[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Approve was pressed (`PUT /hospitals/approveHospital/{id}`). */
  onApprove: (row: HospitalApprovalRow) => void;
  /** The hospitals being approved: their buttons show a spinner. */
  approvingIds?: ReadonlySet<string>;
  /** The trade licence's button was pressed: it opens in a new tab. */
  onOpenTradeLicense: (row: HospitalApprovalRow) => void;
  className?: string;
}

const col = createDataTableColumnHelper<HospitalApprovalRow>();
const noneApproving: ReadonlySet<string> = new Set();

/**
 * The Hospital Approvals table (002 "Admin area", §4): Hospital Name, Email,
 * Status, Trade License File (opened in a new tab; "Don't have Trade License
 * File" when there is none) and Actions. Approve shows a spinner on its
 * button until the hospital is approved and leaves the list. Empty: "No
 * pending hospital approvals".
 */
export function HospitalApprovals({
  rows,
  loading = false,
  error = false,
  onRetry,
  onApprove,
  approvingIds = noneApproving,
  onOpenTradeLicense,
  className,
}: HospitalApprovalsProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', { header: t('columnHospitalName') }),
        col.accessor('email', {
          header: t('columnEmail'),
          meta: { dir: 'ltr', cellClassName: '[overflow-wrap:anywhere]' },
        }),
        col.accessor('status', {
          header: t('columnStatus'),
          cell: (info) => (
            <Badge variant={info.getValue() === 'APPROVED' ? 'success' : 'warning'}>
              {t(info.getValue() === 'APPROVED' ? 'statusAPPROVED' : 'statusPENDING')}
            </Badge>
          ),
        }),
        col.display({
          id: 'tradeLicenseFile',
          header: t('columnTradeLicenseFile'),
          cell: ({ row }) => (
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              aria-label={t('viewTradeLicenseOf', { name: row.original.name })}
              onClick={() => {
                onOpenTradeLicense(row.original);
              }}
            >
              <FileText aria-hidden="true" />
              {t('viewTradeLicense')}
            </Button>
          ),
        }),
      ]),
    [t, onOpenTradeLicense],
  );
  return (
    <section aria-labelledby={titleId} data-slot="hospital-approvals" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('approvalsTitle')}
      </h1>
      <DataTable
        caption={t('approvalsTitle')}
        hideCaption
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        loading={loading}
        error={error ? t('approvalsError') : false}
        onRetry={onRetry}
        emptyText={t('noPendingApprovals')}
        rowActions={(row) => {
          const approving = approvingIds.has(row.id);
          return (
            <Button
              size="sm"
              disabled={approving}
              aria-busy={approving || undefined}
              aria-label={t('approveHospital', { name: row.name })}
              onClick={() => {
                onApprove(row);
              }}
            >
              {approving && <Spinner size="sm" tone="current" label={t('approving')} />}
              {t('approve')}
            </Button>
          );
        }}
      />
    </section>
  );
}
