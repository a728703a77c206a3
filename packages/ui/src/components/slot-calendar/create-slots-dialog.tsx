import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n';
import { CreateSlotsForm } from './create-slots-form';
import { contentClass, descriptionClass, overlayClass, titleClass } from './dialog-styles';
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
  const { direction } = useLocale();
  return (
    <Dialog.Root
      open={day !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          dir={direction}
          onCloseAutoFocus={onCloseAutoFocus}
          className={contentClass}
          data-slot="create-slots-dialog"
        >
          <Dialog.Title className={titleClass}>{t('createTitle')}</Dialog.Title>
          {day !== null && (
            <>
              <Dialog.Description className={descriptionClass}>{formatters.formatDay(day)}</Dialog.Description>
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
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
