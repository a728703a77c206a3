import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useLinkClick } from '../../../lib/navigation';

export interface LinkCardProps {
  /** Where the card goes; without it the card is not a link. */
  href?: string;
  /** What the card is (a count's name, a month, a category). */
  label: ReactNode;
  /** Its figure, large (a count, an amount). */
  value?: ReactNode;
  /** A line under the figure (a date). */
  detail?: ReactNode;
  /** A decorative icon. */
  icon?: ReactNode;
  /** A red or green tint (the expense categories, 002). */
  tone?: 'plain' | 'red' | 'green';
  className?: string;
}

const tones = {
  plain: 'border-border bg-surface',
  red: 'border-danger-100 bg-danger-50',
  green: 'border-success-100 bg-success-50',
} as const;

/**
 * A card of the admin's overview screens (dashboard counts, expense months and
 * categories): a label, a large figure and a line under it; a link to the
 * figure's screen when it has one.
 */
export function LinkCard({ href, label, value, detail, icon, tone = 'plain', className }: LinkCardProps) {
  const onClick = useLinkClick(href);
  const body = (
    <>
      {icon !== undefined && (
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-md bg-primary-50 text-primary-700 [&_svg]:size-5"
        >
          {icon}
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold text-foreground">{label}</span>
        {value !== undefined && (
          <span data-slot="link-card-value" className="text-2xl font-semibold text-foreground tabular-nums">
            {value}
          </span>
        )}
        {detail !== undefined && <span className="text-sm text-foreground-muted">{detail}</span>}
      </span>
      {href !== undefined && (
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-neutral-500 rtl:-scale-x-100" />
      )}
    </>
  );
  const classes = cn(
    'flex h-full items-center gap-4 rounded-lg border p-5 text-foreground shadow-xs',
    tones[tone],
    href !== undefined &&
      'transition-colors hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    className,
  );
  return href === undefined ? (
    <div data-slot="link-card" className={classes}>
      {body}
    </div>
  ) : (
    <a data-slot="link-card" href={href} onClick={onClick} className={classes}>
      {body}
    </a>
  );
}
