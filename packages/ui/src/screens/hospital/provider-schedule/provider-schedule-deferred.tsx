import { Suspense } from 'react';
import { SlotCalendarSkeleton } from '../../../components/slot-calendar/slot-calendar-skeleton';
import { lazyComponent } from '../../../lib/lazy-component';
import type { ProviderScheduleAfterRecordProps } from './provider-schedule-after-record';

const ScheduleAfterRecord = lazyComponent(() =>
  import('./provider-schedule-after-record').then((m) => m.ProviderScheduleAfterRecord),
);

/** Loads the calendar's code now (a story's loader; a site loads it right after the first paint). */
export function preloadProviderSchedule(): Promise<unknown> {
  return ScheduleAfterRecord.preload();
}

/**
 * ProviderScheduleAfterRecord in a chunk of its own: the pages whose home is a
 * calendar (the doctor's /doctors, the nurse's schedules) paint their heading
 * at once, and the month calendar (react-aria's grid, its dialogs and fields:
 * about 140 kB gzip) arrives right after into a skeleton of its height.
 */
export function DeferredProviderSchedule(props: ProviderScheduleAfterRecordProps) {
  return (
    <Suspense fallback={<SlotCalendarSkeleton />}>
      <ScheduleAfterRecord {...props} />
    </Suspense>
  );
}
