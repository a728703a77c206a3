import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface MyCalendarProps {
  /** The page's heading ("Calendar" for the doctor, "My Schedule" for the nurse). */
  title: string;
  /** The calendar (`DeferredProviderSchedule`). */
  children: ReactNode;
  className?: string;
}

/**
 * The page around a provider's own month calendar: the doctor's /doctors and
 * the nurse's /nurse/schedule (001 §2). The calendar is the hospital area's
 * provider schedule given the signed-in provider.
 */
export function MyCalendar({ title, children, className }: MyCalendarProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-slot="my-calendar" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {title}
      </h1>
      {children}
    </section>
  );
}
