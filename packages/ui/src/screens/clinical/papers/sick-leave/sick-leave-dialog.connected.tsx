import {
  SICK_LEAVE_FILENAME,
  useAppointmentSickLeave,
  useDownloadSickLeave,
  useSaveSickLeave,
} from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { dayKeyOf, localTimeZone } from '../../../../components/slot-calendar/zoned-time';
import { toast } from '../../../../components/toaster';
import { failureText } from '../shared/failure-text';
import type { PaperDialogControl } from '../shared/paper-dialog';
import { type PaperSaver, usePaperDownload } from '../shared/use-paper-download';
import { SickLeaveDialogView } from './sick-leave-dialog';

export interface SickLeaveDialogProps extends PaperDialogControl {
  appointmentId: string;
  patientId: string;
  /** The present moment (fixed in stories and tests): today is the pickers' minimum. Default: now. */
  now?: Date;
  /** Default: the browser's time zone (the day "today" is in). */
  timeZone?: string;
  /** Where the downloaded PDF goes (default: saved as "Sick Leave Approval.pdf"). */
  onDownloaded?: PaperSaver;
}

/**
 * Approve Sick Leave on the API. Needs, besides the modal's control, the
 * appointment and its patient. While open it reads the appointment's leave
 * (`GET /leaves/getAppointmentSickLeave/{id}`; a 404 means none yet): saving
 * then updates it (`PUT /leaves/{id}`) or approves a new one (`POST /leaves`,
 * the signed-in doctor's referenceId as doctorId). Success: the toast "Sick
 * Leave Approved" and the PDF on offer (`GET /leaves/downloadSickLeave/{id}?lang=`,
 * the reader's language). Failure: the server's message, else "Problem while
 * creating sick leave".
 */
export function SickLeaveDialog({
  appointmentId,
  patientId,
  open,
  onOpenChange,
  now,
  timeZone,
  onDownloaded,
}: SickLeaveDialogProps) {
  const { t } = useTranslation('clinicalPapers');
  const query = useAppointmentSickLeave(appointmentId, { enabled: open });
  const save = useSaveSickLeave({ appointmentId, patientId });
  const pdf = usePaperDownload(useDownloadSickLeave(), SICK_LEAVE_FILENAME, onDownloaded);
  const [approved, setApproved] = useState(false);
  // Today where the browser is, as the modal mounts: the pickers' minimum.
  const [today] = useState(() => dayKeyOf(now ?? new Date(), timeZone ?? localTimeZone()));
  const sickLeave = query.data ?? null;

  return (
    <SickLeaveDialogView
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          // The next opening starts without the last save's note, refusal or download error.
          setApproved(false);
          save.reset();
          pdf.reset();
        }
        onOpenChange(next);
      }}
      status={query.isSuccess ? 'ready' : query.isError ? 'error' : 'loading'}
      onRetry={() => {
        void query.refetch();
      }}
      sickLeave={sickLeave}
      today={today}
      pending={save.isPending}
      error={save.isError ? failureText(save.error, t('sickLeaveFailed')) : undefined}
      onSubmit={(values) => {
        setApproved(false);
        save.mutate(
          { ...values, id: sickLeave?.id ?? null },
          {
            onSuccess: () => {
              toast.success(t('sickLeaveApproved'));
              setApproved(true);
            },
            onError: (error) => {
              toast.error(failureText(error, t('sickLeaveFailed')));
            },
          },
        );
      }}
      approved={approved}
      onDownload={() => {
        if (sickLeave) pdf.download(sickLeave.id);
      }}
      downloading={pdf.downloading}
      downloadError={pdf.downloadError}
    />
  );
}
