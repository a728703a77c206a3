import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';

/**
 * The place of a SlotCalendar whose code (react-aria's calendar and fields)
 * has not loaded yet: a box of the calendar's height (900 px, 001 §9) with a
 * spinner, so nothing moves when the calendar arrives. Without react-aria, for
 * first routes.
 */
export function SlotCalendarSkeleton({ className }: { className?: string }) {
  return (
    <div
      data-slot="slot-calendar-skeleton"
      aria-busy
      className={cn(
        'flex h-[900px] items-center justify-center rounded-lg border border-border bg-surface shadow-xs',
        className,
      )}
    >
      <Spinner />
    </div>
  );
}
