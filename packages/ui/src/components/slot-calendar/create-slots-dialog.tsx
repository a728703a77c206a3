import { useTranslation } from '../../i18n/use-translation';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../dialog';
import { CreateSlotsForm } from './create-slots-form';
import type { SlotRange } from './slot';
import type { SlotFormatters } from './slot-formatters';
import type { DayKey } from './zoned-time';

export interface CreateSlotsDialogProps {
  /** Where focus goes when the dialog closes (there is no trigger element to return to). */
  onCloseAutoFocus: (event: Event) => void;
  /** The clicked day; the dialog is open while it is set. */
  day: DayKey | null;
  now: Date;
  timeZone: string;
  formatters: SlotFormatters;
  onClose: () => void;
  /** May return a promise: the dialog closes when it resolves and stays open when it rejects. */
  onCreateSlots: (slots: SlotRange[]) => unknown;
}

/** "Create Slots" for one day (spec: the date is restricted to the clicked day). */
export function CreateSlotsDialog({
  day,
  now,
  timeZone,
  formatters,
  onClose,
  onCreateSlots,
  onCloseAutoFocus,
}: CreateSlotsDialogProps) {
  const { t } = useTranslation('calendar');
  return (
    <Dialog
      open={day !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} data-slot="create-slots-dialog">
        <DialogHeader>
          <DialogTitle>{t('createTitle')}</DialogTitle>
          {day !== null && <DialogDescription>{formatters.formatDay(day)}</DialogDescription>}
        </DialogHeader>
        {day !== null && (
          <CreateSlotsForm
            key={day}
            day={day}
            now={now}
            timeZone={timeZone}
            formatters={formatters}
            onCancel={onClose}
            onSubmit={async (slots) => {
              await onCreateSlots(slots);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
