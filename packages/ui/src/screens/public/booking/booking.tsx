import { Suspense, type ReactNode } from 'react';
import { CalendarX } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { Link } from '../../../components/link';
import { SlotCalendarSkeleton } from '../../../components/slot-calendar/slot-calendar-skeleton';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { lazyComponent } from '../../../lib/lazy-component';
import type { PatientBookingCalendarProps } from './booking-calendar';
import type { BookingHandoff } from './booking-handoff';
import { bookingHeading, providerLabel } from './booking-texts';

const LazyBookingCalendar = lazyComponent(() => import('./booking-calendar').then((m) => m.PatientBookingCalendar));

/** Loads the calendar's code now (a story's loader; the site loads it right after the heading paints). */
export function preloadBookingCalendar(): Promise<unknown> {
  return LazyBookingCalendar.preload();
}

export interface BookingProps {
  /** The stored choice (booking-handoff.ts); null: nothing was chosen. */
  handoff: BookingHandoff | null;
  /** The calendar's slots, state and actions (when there is a choice). */
  calendar: Omit<PatientBookingCalendarProps, 'aria-label'>;
  /** Where 'Find a doctor' goes when nothing was chosen. Default `/doctor`. */
  findDoctorHref?: string;
  /** Above the heading (e.g. the site's breadcrumb). */
  before?: ReactNode;
  className?: string;
}

/**
 * The booking page, /book-appointment and /book-service-appointment (002
 * "Booking pages"): a heading naming the provider (and the service), then the
 * month calendar of his slots, whose code (react-aria's grid and the dialogs)
 * arrives right after the heading paints, into a box of its height. Without a
 * stored choice it says so and links to the doctor search.
 */
export function Booking({ handoff, calendar, findDoctorHref = '/doctor', before, className }: BookingProps) {
  const { t } = useTranslation('booking');
  if (!handoff) {
    return (
      <div className={cn('mx-auto flex w-full max-w-3xl flex-col gap-4 p-4', className)}>
        {before}
        <h1 className="text-2xl leading-tight font-semibold">{t('noChoiceTitle')}</h1>
        <EmptyState
          icon={<CalendarX />}
          title={t('noChoiceText')}
          action={<Link href={findDoctorHref}>{t('findDoctor')}</Link>}
        />
      </div>
    );
  }
  return (
    <div className={cn('mx-auto flex w-full max-w-6xl flex-col gap-4 p-4', className)}>
      {before}
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{bookingHeading(handoff, t)}</h1>
        {handoff.hospitalName && (
          <p className="text-foreground-muted">{t('atHospital', { hospital: handoff.hospitalName })}</p>
        )}
        <p className="text-sm text-foreground-muted">{t('pickSlot')}</p>
      </header>
      <Suspense fallback={<SlotCalendarSkeleton />}>
        <LazyBookingCalendar {...calendar} aria-label={t('calendarLabel', { provider: providerLabel(handoff, t) })} />
      </Suspense>
    </div>
  );
}
