import type { ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { clampPercent } from './clamp-percent';

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Progress in percent; values outside 0–100 are clamped. */
  value: number;
  /** What is progressing, for screen readers; "Progress" by default. */
  label?: string;
  /** Show the percentage ("42%") beside the bar. On by default. */
  showValue?: boolean;
};

/** A horizontal bar with its percentage, e.g. for an upload (role="progressbar"). */
export function ProgressBar({ className, value, label, showValue = true, ...props }: ProgressBarProps) {
  const { t } = useTranslation('basics');
  const percent = clampPercent(value);
  const text = t('percent', { value: percent });
  return (
    <div data-slot="progress-bar" className={cn('flex w-full items-center gap-3', className)} {...props}>
      <div
        role="progressbar"
        aria-label={label ?? t('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 flex-1 overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          data-slot="progress-bar-indicator"
          className="h-full rounded-full bg-primary-700 transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      {showValue && (
        <span
          data-slot="progress-bar-value"
          aria-hidden="true"
          className="min-w-10 text-end text-sm font-semibold tabular-nums text-foreground"
        >
          {text}
        </span>
      )}
    </div>
  );
}
