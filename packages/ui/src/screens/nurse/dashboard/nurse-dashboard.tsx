import { Suspense, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { lazyComponent } from '../../../lib/lazy-component';
import { cn } from '../../../lib/cn';
import { AppointmentsSkeleton } from '../../hospital/appointments/appointments-skeleton';
import type { NurseDashboardBodyProps } from './nurse-dashboard-body';
import { NURSE_TABLE_HEIGHT } from './table-height';

const NurseDashboardBody = lazyComponent(() => import('./nurse-dashboard-body').then((m) => m.NurseDashboardBody));

/** Loads the filters' and table's code now (a story's loader; the site loads it after the first paint). */
export function preloadNurseDashboard(): Promise<unknown> {
  return NurseDashboardBody.preload();
}

export interface NurseDashboardProps extends NurseDashboardBodyProps {
  className?: string;
}

/**
 * The nurse's dashboard (001 §2, /nurse): her hospital's appointments of a
 * day, filtered by part of an Emirates ID, in a table 300 px high with the
 * doctor's columns and action ("End Treatment" on her own nurse-type
 * appointments, else "Start Treatment"). Empty: "No appointment found". There
 * is no error state: a failed list reads as an empty one (001 §8). The heading
 * paints at once; the filters and the table arrive right after into a
 * skeleton of their size.
 */
export function NurseDashboard({ className, ...body }: NurseDashboardProps) {
  const { t } = useTranslation('nurse');
  const doctorTexts = useTranslation('doctor').t;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-slot="nurse-dashboard" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('dashboardTitle')}
      </h1>
      <Suspense
        fallback={
          <AppointmentsSkeleton
            caption={t('appointmentsTitle')}
            headers={[
              doctorTexts('appointmentsColumnPatientName'),
              doctorTexts('appointmentsColumnEmiratesId'),
              doctorTexts('appointmentsColumnDate'),
              doctorTexts('appointmentsColumnTime'),
              doctorTexts('appointmentsColumnService'),
              doctorTexts('appointmentsColumnAction'),
            ]}
            height={NURSE_TABLE_HEIGHT}
          />
        }
      >
        <NurseDashboardBody {...body} />
      </Suspense>
    </section>
  );
}
