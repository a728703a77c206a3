import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog';
import { useTranslation } from '../../../i18n/use-translation';

export interface OwnAppointmentDialogProps {
  /** The appointment's time, e.g. "Monday, 23 November 2026, 10:00 – 10:30 AM"; null when closed. */
  when: string | null;
  /** The family member it is for, when it is. */
  memberName?: string | undefined;
  description?: string | undefined;
  /** False once it has started (the API refuses to cancel it then): only "Add to calendar" is offered. */
  cancellable: boolean;
  onClose: () => void;
  onAddToCalendar: () => void;
  /** Cancels it; a rejection keeps the question open (the page shows the failure). */
  onCancel: () => Promise<void>;
}

/**
 * The patient's own appointment still to come (002 §4 "Slot status for
 * patients": a BOOKED or APPROVED one can be cancelled): its time, whom it
 * is for, "Add to calendar" (#24 item 8) and "Cancel appointment", which asks
 * first.
 */
export function OwnAppointmentDialog({
  when,
  memberName,
  description,
  cancellable,
  onClose,
  onAddToCalendar,
  onCancel,
}: OwnAppointmentDialogProps) {
  const { t } = useTranslation('booking');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Dialog
        open={when !== null && !confirming}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      >
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>{t('ownTitle')}</DialogTitle>
            <DialogDescription>{when}</DialogDescription>
          </DialogHeader>
          {(memberName ?? description) && (
            <div className="flex flex-col gap-1 text-sm">
              {memberName && <p>{t('forMember', { name: memberName })}</p>}
              {description && <p className="break-words whitespace-pre-line text-foreground-muted">{description}</p>}
            </div>
          )}
          <DialogFooter>
            {cancellable && (
              <Button
                variant="danger"
                onClick={() => {
                  setConfirming(true);
                }}
              >
                {t('cancelAppointment')}
              </Button>
            )}
            <Button onClick={onAddToCalendar}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('addToCalendar')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={when !== null && confirming}
        onOpenChange={(open) => {
          if (!open) {
            setConfirming(false);
            onClose();
          }
        }}
        title={t('cancelQuestion')}
        description={when}
        confirmLabel={t('cancelConfirm')}
        cancelLabel={t('keepIt')}
        onConfirm={onCancel}
      />
    </>
  );
}
