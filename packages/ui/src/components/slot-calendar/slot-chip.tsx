import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { Slot } from './slot';
import type { SlotAppearance, SlotTone } from './slot-appearance';
import type { SlotTexts } from './slot-texts';

/**
 * In a day narrower than 7rem (a phone's month) a chip shows only its status
 * word: the time and the patient stay in its accessible name (and in "+N
 * more", the booking's details and "Delete Slot?").
 */
const narrow = '@max-[7rem]:gap-0 @max-[7rem]:px-0.5 @max-[7rem]:text-[10px] @max-[7rem]:rtl:text-[11px]';

export const slotChipVariants = cva(
  `flex w-full min-w-0 items-center gap-1 truncate rounded-sm px-1.5 text-start text-xs leading-5 font-medium ${narrow}`,
  {
    variants: {
      tone: {
        blue: 'bg-info-600 text-neutral-0',
        red: 'bg-danger-700 text-neutral-0',
        green: 'bg-success-700 text-neutral-0',
        free: 'border border-primary-600 bg-primary-50 text-primary-800',
        muted: 'bg-neutral-100 text-neutral-700',
      } satisfies Record<SlotTone, string>,
      interactive: {
        true: 'cursor-pointer hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
        false: 'cursor-default',
      },
    },
  },
);

export interface SlotChipProps extends Omit<ComponentProps<'button'>, 'onClick' | 'children' | 'slot'> {
  slot: Slot;
  appearance: SlotAppearance;
  /** Formats a time ('09:00 AM') in the calendar's locale and time zone. */
  formatTime: (date: Date) => string;
  onActivate: (slot: Slot) => void;
  /** The calendar texts, looked up once per render of the month rather than per slot (a month can show a hundred). */
  texts: SlotTexts;
}

/**
 * One slot in a day: its start, its patient, and the word of its colour
 * ("Free", "Booked", "Ended", "Taken", "Past"), which stays whole when the
 * patient's name is cut short. A slot with an action is a button; the others
 * are plain text (not clickable). `data-from` is the slot's start (ISO, UTC):
 * what an end-to-end test finds a slot by in any language.
 */
export function SlotChip({ slot, appearance, formatTime, onActivate, texts, className, ...props }: SlotChipProps) {
  const [from, to] = [new Date(slot.from), new Date(slot.to)];
  const status = texts.status(slot.status ?? 'AVAILABLE');
  const word = texts.word(appearance.tone);
  const time = formatTime(from);
  // Read as "10:00 AM – 10:30 AM, Omar Haddad, Booked": the end time, the commas and the
  // exact status (when the colour's word does not already say it) for screen readers only.
  // One hidden text says it all, and the visible parts are hidden from screen readers:
  // a month lays out a hundred chips, and each screen-reader-only piece was one more
  // positioned box (about a third of the month's layout time).
  const spoken =
    time +
    texts.end(formatTime(to)) +
    (slot.patientName ? slot.patientName + texts.separator() : '') +
    word +
    (word === status ? '' : texts.statusSuffix(status));
  const content = (
    <>
      <span aria-hidden="true" className="shrink-0 tabular-nums @max-[7rem]:hidden">
        {time}
      </span>
      {slot.patientName && (
        <span aria-hidden="true" className="min-w-0 truncate @max-[7rem]:hidden">
          {slot.patientName}
        </span>
      )}
      <span aria-hidden="true" data-slot="slot-chip-status" className="ms-auto shrink-0 font-semibold @max-[7rem]:ms-0">
        {word}
      </span>
      <span className="sr-only">{spoken}</span>
    </>
  );
  const interactive = appearance.action !== 'none';
  const classes = cn(slotChipVariants({ tone: appearance.tone, interactive }), className);
  if (!interactive) {
    return (
      <div data-slot="slot-chip" data-tone={appearance.tone} data-from={from.toISOString()} className={classes}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      data-slot="slot-chip"
      data-tone={appearance.tone}
      data-from={from.toISOString()}
      className={classes}
      aria-haspopup={appearance.action === 'delete' ? 'dialog' : undefined}
      onClick={() => {
        onActivate(slot);
      }}
      {...props}
    >
      {content}
    </button>
  );
}
