import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import type { TFunction } from 'i18next';
import { cn } from '../../lib/cn';
import type { Slot } from './slot';
import type { SlotAppearance, SlotTone } from './slot-appearance';

export const slotChipVariants = cva(
  'flex w-full min-w-0 items-center gap-1 truncate rounded-sm px-1.5 text-start text-xs leading-5 font-medium',
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

const statusKey = {
  AVAILABLE: 'statusAvailable',
  BOOKED: 'statusBooked',
  APPROVED: 'statusApproved',
  TAKEN: 'statusTaken',
} as const;

export interface SlotChipProps extends Omit<ComponentProps<'button'>, 'onClick' | 'children' | 'slot'> {
  slot: Slot;
  appearance: SlotAppearance;
  /** Formats a time ('09:00 AM') in the calendar's locale and time zone. */
  formatTime: (date: Date) => string;
  onActivate: (slot: Slot) => void;
  /** The calendar texts, passed down rather than looked up per slot (a month can show a hundred). */
  t: TFunction<'calendar'>;
}

/**
 * One slot in a day: its start and its patient or status. A slot with an
 * action is a button; the others are plain text (not clickable).
 */
export function SlotChip({ slot, appearance, formatTime, onActivate, t, className, ...props }: SlotChipProps) {
  const [from, to] = [new Date(slot.from), new Date(slot.to)];
  const status = t(statusKey[slot.status ?? 'AVAILABLE']);
  // The visible start and patient (or status) begin the accessible name; the end
  // time and the status are added for screen readers only.
  const content = (
    <>
      <span className="shrink-0 tabular-nums">{formatTime(from)}</span>
      <span className="sr-only">{t('slotEnd', { time: formatTime(to) })}</span>
      <span className="truncate">{slot.patientName ?? status}</span>
      {slot.patientName && <span className="sr-only">{t('slotStatus', { status })}</span>}
    </>
  );
  const interactive = appearance.action !== 'none';
  const classes = cn(slotChipVariants({ tone: appearance.tone, interactive }), className);
  if (!interactive) {
    return (
      <div data-slot="slot-chip" data-tone={appearance.tone} className={classes}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      data-slot="slot-chip"
      data-tone={appearance.tone}
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
