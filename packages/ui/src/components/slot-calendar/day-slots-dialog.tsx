import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog';
import type { Slot } from './slot';
import type { SlotAppearance } from './slot-appearance';
import { SlotChip } from './slot-chip';
import type { SlotFormatters } from './slot-formatters';
import { slotTexts } from './slot-texts';

export interface DaySlotsDialogProps {
  /** Where focus goes when the dialog closes (there is no trigger element to return to). */
  onCloseAutoFocus: (event: Event) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The day, e.g. "Monday, 23 November 2026". */
  title: string;
  slots: readonly Slot[];
  /** The slot's colour and click, by the rules and the handlers the calendar has. */
  appearanceOf: (slot: Slot) => SlotAppearance;
  formatters: SlotFormatters;
  onActivate: (slot: Slot) => void;
}

/** Every slot of a day, opened by "+N more". The slots keep their colours and clicks. */
export function DaySlotsDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  slots,
  appearanceOf,
  formatters,
  onActivate,
}: DaySlotsDialogProps) {
  const { t } = useTranslation('calendar');
  const { t: tc } = useTranslation('common');
  const texts = slotTexts(t);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" onCloseAutoFocus={onCloseAutoFocus} data-slot="day-slots-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('slotCount', { count: slots.length })}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-1">
          {slots.map((slot) => (
            <li key={slot.id}>
              <SlotChip
                slot={slot}
                appearance={appearanceOf(slot)}
                formatTime={formatters.formatTime}
                onActivate={onActivate}
                texts={texts}
                className="py-1 text-sm"
              />
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{tc('close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
