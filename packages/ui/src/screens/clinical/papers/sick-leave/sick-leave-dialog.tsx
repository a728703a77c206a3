import type { SickLeaveInput, SickLeaveRecord } from '@aafiya/api-client';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDisplayDate, type IsoDate } from '../../../../components/date-fields';
import { PaperDialog, type PaperDialogControl } from '../shared/paper-dialog';
import { PaperDownloadNote } from '../shared/paper-download-note';
import { PaperLoadError, PaperLoading, type PaperStatus } from '../shared/paper-states';
import { SickLeaveForm } from './sick-leave-form';

export interface SickLeaveDialogViewProps extends PaperDialogControl {
  /** Whether the appointment's leave has loaded. */
  status: PaperStatus;
  onRetry?: () => void;
  /** The appointment's leave, when it has one: the form shows it, saving updates it and its PDF can be downloaded. */
  sickLeave: SickLeaveRecord | null;
  /** 'YYYY-MM-DD' in the browser's time zone: the pickers' minimum (001 §5). */
  today: IsoDate;
  pending?: boolean;
  /** The server's refusal of the last save. */
  error?: string;
  onSubmit: (values: SickLeaveInput) => void;
  /** The leave was just approved (or updated) in this modal: "Sick Leave Approved" is announced. */
  approved?: boolean;
  onDownload: () => void;
  downloading?: boolean;
  downloadError?: string | null;
}

/**
 * The Approve Sick Leave modal's view (001 §2, §5): From and To (date pickers, today at the
 * earliest) and a description, all required. A saved leave fills the form
 * and saving updates it (001 §4). Our choice where the specification is
 * silent: after approval the modal stays open, says "Sick Leave Approved"
 * and offers the PDF ("Sick Leave Approval.pdf"); the form then holds the
 * saved values, so closing does not ask to discard them.
 */
export function SickLeaveDialogView({
  open,
  onOpenChange,
  status,
  onRetry,
  sickLeave,
  today,
  pending,
  error,
  onSubmit,
  approved = false,
  onDownload,
  downloading,
  downloadError,
}: SickLeaveDialogViewProps) {
  const { t } = useTranslation('clinicalPapers');
  return (
    <PaperDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sickLeaveTitle')}
      description={t('sickLeaveDescription')}
      slot="sick-leave-dialog"
    >
      {status === 'loading' && <PaperLoading />}
      {status === 'error' && <PaperLoadError message={t('sickLeaveLoadFailed')} onRetry={onRetry} />}
      {status === 'ready' && (
        <>
          {sickLeave && (
            <PaperDownloadNote
              announcement={approved ? t('sickLeaveApproved') : undefined}
              summary={t('sickLeavePeriod', {
                from: formatDisplayDate(sickLeave.from),
                to: formatDisplayDate(sickLeave.to),
              })}
              downloadLabel={t('downloadSickLeave')}
              onDownload={onDownload}
              downloading={downloading}
              downloadError={downloadError}
            />
          )}
          <SickLeaveForm
            // A saved leave starts the form over with its values (nothing left unsaved).
            key={sickLeave ? `${sickLeave.id}:${sickLeave.from}:${sickLeave.to}:${sickLeave.description}` : 'new'}
            sickLeave={sickLeave}
            today={today}
            pending={pending}
            error={error}
            onSubmit={onSubmit}
          />
        </>
      )}
    </PaperDialog>
  );
}
