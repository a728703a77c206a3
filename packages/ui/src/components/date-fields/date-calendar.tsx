import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  type CalendarProps,
  type DateValue,
} from 'react-aria-components';
import { cn } from '../../lib/cn';

const navButton =
  'inline-flex size-8 items-center justify-center rounded-md text-foreground hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40 [&_svg]:size-4';

/**
 * The month grid of the date picker's popover: react-aria's Calendar (keyboard:
 * arrows move by day/week, Page Up/Down by month, Enter picks), styled.
 * Days before `minValue` are unavailable.
 */
export function DateCalendar<T extends DateValue>({ className, ...props }: CalendarProps<T> & { className?: string }) {
  return (
    <Calendar data-slot="date-calendar" className={cn('w-fit text-foreground', className)} {...props}>
      <header className="mb-2 flex items-center justify-between gap-2">
        <Button slot="previous" className={navButton}>
          <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
        <Heading className="text-sm font-semibold" />
        <Button slot="next" className={navButton}>
          <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </header>
      <CalendarGrid className="border-separate border-spacing-0.5">
        <CalendarGridHeader>
          {(day) => (
            <CalendarHeaderCell className="size-9 text-xs font-medium text-foreground-muted">{day}</CalendarHeaderCell>
          )}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className={cn(
                'flex size-9 cursor-default items-center justify-center rounded-md text-sm outline-none',
                'hover:bg-neutral-100 data-focus-visible:outline-2 data-focus-visible:outline-ring',
                'data-today:font-bold data-today:text-primary-700',
                'data-selected:bg-primary-700 data-selected:text-neutral-0 data-selected:hover:bg-primary-800',
                'data-disabled:text-neutral-400 data-unavailable:text-neutral-400 data-unavailable:line-through',
                'data-outside-month:hidden',
              )}
            />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}
