import { SICK_LEAVE_FILENAME, useDownloadSickLeave, usePatientSickLeaves } from '@aafiya/api-client';
import { localTimeZone } from '../../../../components/slot-calendar/zoned-time';
import { type PaperSaver, usePaperDownload } from '../../../clinical/papers/shared/use-paper-download';
import { tabStatusOf } from '../tab-status';
import { SickLeavesTabView } from './sick-leaves-tab';

export interface SickLeavesTabProps {
  /** The signed-in patient's id. */
  patientId: string;
  /** Time zone of the dates; the browser's by default. */
  timeZone?: string;
  /** Where a downloaded PDF goes: saved as "Sick Leave Approval.pdf" by default (stories pass their own). */
  onDownloaded?: PaperSaver;
}

/** The Sick Leaves tab on `GET /leaves/getSickLeaves/{id}` and the sick leave's PDF in the reader's language. */
export function SickLeavesTab({ patientId, timeZone, onDownloaded }: SickLeavesTabProps) {
  const leaves = usePatientSickLeaves(patientId);
  const mutation = useDownloadSickLeave();
  const { download } = usePaperDownload(mutation, SICK_LEAVE_FILENAME, onDownloaded);
  return (
    <SickLeavesTabView
      status={tabStatusOf(leaves)}
      leaves={leaves.data ?? []}
      timeZone={timeZone ?? localTimeZone()}
      onDownload={download}
      downloadingId={mutation.isPending ? mutation.variables.id : null}
      onRetry={() => {
        void leaves.refetch();
      }}
    />
  );
}
