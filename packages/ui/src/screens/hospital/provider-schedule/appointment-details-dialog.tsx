import type { ScheduleSlot } from '@aafiya/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog';
import { StatusBadge } from '../../../components/status-badge';
import type { SlotFormatters } from '../../../components/slot-calendar/slot-formatters';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { UserText } from '../../../components/user-text';

/** A booked slot as the dialog shows it (PCR slots also carry the patient's Emirates ID; the admin's, the hospital). */
export type AppointmentDetailsSlot = ScheduleSlot & { patientEmiratesId?: string; hospitalName?: string };

export interface AppointmentDetailsDialogProps {
  /** The booked slot shown; the dialog is open while it is set. */
  slot: AppointmentDetailsSlot | null;
  timeZone: string;
  formatters: SlotFormatters;
  onClose: () => void;
  /** Where focus goes when the dialog closes (it has no trigger to return to). */
  onCloseAutoFocus: (event: Event) => void;
  /** Adds the patient's Emirates ID after the name (the PCR calendars). */
  showEmiratesId?: boolean;
  /** The label of the service row. Default: "Service". */
  serviceLabel?: string;
  /** The patient's description row. Default: shown. */
  showDescription?: boolean;
  /** The label of a hospital row, first (the admin's PCR Schedule of every hospital). Default: no such row. */
  hospitalLabel?: string;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,9rem)_1fr] gap-3 border-b border-border py-2 last:border-b-0">
      <dt className="text-sm font-medium text-foreground-muted">{label}</dt>
      <dd className="text-sm text-foreground [overflow-wrap:anywhere]">
        <UserText>{children}</UserText>
      </dd>
    </div>
  );
}

/**
 * Appointment Details of a booked slot still to come (001 §2 "Calendar of
 * slots"): patient name, date, time, family member (or "No ( Patient's Own )"),
 * service and description. The PCR calendars add the Emirates ID, name the
 * service row by the test and leave out the description (none is taken there).
 */
export function AppointmentDetailsDialog({
  slot,
  timeZone,
  formatters,
  onClose,
  onCloseAutoFocus,
  showEmiratesId = false,
  serviceLabel,
  showDescription = true,
  hospitalLabel,
}: AppointmentDetailsDialogProps) {
  const { t } = useTranslation('providerDetail');
  return (
    <Dialog
      open={slot !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent size="sm" onCloseAutoFocus={onCloseAutoFocus} data-slot="appointment-details-dialog">
        <DialogHeader>
          <DialogTitle>{t('appointmentDetails')}</DialogTitle>
          {slot && (
            <DialogDescription className="flex items-center gap-2">
              <UserText>{slot.patientName ?? t('notGiven')}</UserText>
              {slot.status && <StatusBadge kind="appointment" status={slot.status} />}
            </DialogDescription>
          )}
        </DialogHeader>
        {slot && (
          <dl className="flex flex-col">
            {hospitalLabel !== undefined && <Detail label={hospitalLabel}>{slot.hospitalName ?? t('notGiven')}</Detail>}
            <Detail label={t('detailPatientName')}>{slot.patientName ?? t('notGiven')}</Detail>
            {showEmiratesId && (
              <Detail label={t('detailEmiratesId')}>
                {slot.patientEmiratesId ? (
                  <span className="tabular-nums" dir="ltr">
                    {slot.patientEmiratesId}
                  </span>
                ) : (
                  t('notGiven')
                )}
              </Detail>
            )}
            <Detail label={t('detailDate')}>{formatters.formatDay(dayKeyOf(slot.from, timeZone))}</Detail>
            <Detail label={t('detailTime')}>
              <span className="tabular-nums">{formatters.formatRange(new Date(slot.from), new Date(slot.to))}</span>
            </Detail>
            <Detail label={t('detailFamilyMember')}>{slot.familyMemberName ?? t('patientsOwn')}</Detail>
            <Detail label={serviceLabel ?? t('detailService')}>{slot.serviceName ?? t('notGiven')}</Detail>
            {showDescription && <Detail label={t('detailDescription')}>{slot.description ?? t('notGiven')}</Detail>}
          </dl>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
