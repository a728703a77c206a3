import { Suspense, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { lazyComponent } from '../../../lib/lazy-component';
import { cn } from '../../../lib/cn';
import { AppointmentsSkeleton } from './appointments-skeleton';
import type { HospitalAppointmentsBodyProps } from './hospital-appointments-body';

const HospitalAppointmentsBody = lazyComponent(() =>
  import('./hospital-appointments-body').then((m) => m.HospitalAppointmentsBody),
);

/** Loads the filters' and table's code now (a story's loader; the site loads it after the first paint). */
export function preloadHospitalAppointments(): Promise<unknown> {
  return HospitalAppointmentsBody.preload();
}

export interface HospitalAppointmentsProps extends HospitalAppointmentsBodyProps {
  className?: string;
}

/**
 * The hospital's Appointments (000 §2.5), also the receptionist's home (001
 * §2): a date filter (today by default) and an Emirates ID filter over the
 * columns Provider, PATIENT NAME, EMIRATES ID, SERVICE, DATE, TIME, STATUS.
 * Rows without a patient are hidden, rows whose end has passed are greyed
 * (and read out as "Past"), the service opens the Service Details modal.
 * Empty: "No appointment found". The heading paints at once; the filters and
 * the table arrive right after into a skeleton of their size.
 */
export function HospitalAppointments({ className, ...body }: HospitalAppointmentsProps) {
  const { t } = useTranslation('hospitalRecords');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="hospital-appointments"
      className={cn('flex flex-col gap-4', className)}
    >
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('appointmentsTitle')}
      </h1>
      <Suspense
        fallback={
          <AppointmentsSkeleton
            caption={t('appointmentsTitle')}
            headers={[
              t('columnProvider'),
              t('columnPatientNameUpper'),
              t('columnEmiratesIdUpper'),
              t('columnServiceUpper'),
              t('columnDateUpper'),
              t('columnTimeUpper'),
              t('columnStatusUpper'),
            ]}
          />
        }
      >
        <HospitalAppointmentsBody {...body} />
      </Suspense>
    </section>
  );
}
