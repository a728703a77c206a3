import {
  type HospitalApprovalRow,
  isApiError,
  useApproveHospital,
  usePendingHospitals,
  useTradeLicense,
} from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { failureText } from '../../clinical/papers/shared/failure-text';
import { type OpenFileTab, openFileTab } from './file-tab';
import { HospitalApprovals } from './hospital-approvals';

export interface HospitalApprovalsScreenProps {
  /** Opens the tab a trade licence shows in. Default: a new browser tab. */
  openTab?: OpenFileTab;
  className?: string;
}

/**
 * /admin/approve-hospitals on the API: `GET /hospitals/get/pending`; Approve
 * (`PUT /hospitals/approveHospital/{id}`) shows its spinner, then the row
 * leaves the list and "Hospital Approved Successfully" is toasted (a failure
 * toasts the server's message). The trade licence
 * (`GET /hospitals/getTradeLicenseFile/{referenceId}`, the PDF itself) opens in
 * a new tab, or "Don't have Trade License File" is toasted.
 */
export function HospitalApprovalsScreen({ openTab = openFileTab, className }: HospitalApprovalsScreenProps) {
  const { t } = useTranslation('admin');
  const query = usePendingHospitals();
  const approve = useApproveHospital();
  const tradeLicense = useTradeLicense();
  const [approvingIds, setApprovingIds] = useState<ReadonlySet<string>>(() => new Set());

  const setApproving = (id: string, on: boolean) => {
    setApprovingIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const onApprove = (row: HospitalApprovalRow) => {
    setApproving(row.id, true);
    approve.mutate(row.id, {
      onSuccess: () => {
        toast.success(t('hospitalApproved'));
      },
      onError: (error) => {
        toast.error(failureText(error, t('approveFailed')));
      },
      onSettled: () => {
        setApproving(row.id, false);
      },
    });
  };

  const onOpenTradeLicense = (row: HospitalApprovalRow) => {
    // Opened on the click, so that the browser does not block it as a pop-up.
    const tab = openTab();
    tradeLicense.mutate(row.referenceId, {
      onSuccess: (file) => {
        tab.show(file);
      },
      onError: (error) => {
        tab.close();
        toast.error(
          isApiError(error) && error.status === 404 ? t('noTradeLicense') : failureText(error, t('tradeLicenseFailed')),
        );
      },
    });
  };

  return (
    <HospitalApprovals
      className={className}
      rows={query.data ?? []}
      loading={query.isPending}
      error={query.isError}
      onRetry={() => {
        void query.refetch();
      }}
      onApprove={onApprove}
      approvingIds={approvingIds}
      onOpenTradeLicense={onOpenTradeLicense}
    />
  );
}
