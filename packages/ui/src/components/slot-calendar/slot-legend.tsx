import type { TFunction } from '../../i18n/translation-types';
import { cn } from '../../lib/cn';
import { slotChipVariants } from './slot-chip';
import { legendTones, toneText } from './slot-tone-text';

export interface SlotLegendProps {
  t: TFunction<'calendar'>;
  className?: string;
}

/**
 * What the colours mean: each colour as a slot shows it, with its word, and
 * (from a tablet's width) a short explanation. A phone shows the words only,
 * on one line, to leave the month its height.
 */
export function SlotLegend({ t, className }: SlotLegendProps) {
  return (
    <ul
      aria-label={t('legend')}
      data-slot="slot-calendar-legend"
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-foreground-muted', className)}
    >
      {legendTones.map((tone) => (
        <li key={tone} className="flex items-center gap-1.5">
          <span className={cn(slotChipVariants({ tone, interactive: false }), 'w-auto')}>{t(toneText[tone].word)}</span>
          <span className="sr-only sm:not-sr-only">{t(toneText[tone].hint)}</span>
        </li>
      ))}
    </ul>
  );
}
