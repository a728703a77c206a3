import { Suspense, useId } from 'react';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { lazyComponent } from '../../../lib/lazy-component';
import type { LabRequestsBodyProps } from './lab-requests-body';

const LabRequestsBody = lazyComponent(() => import('./lab-requests-body').then((m) => m.LabRequestsBody));

/** Loads the list's and forms' code now (a story's loader; the site loads it right after the first paint). */
export function preloadLabRequests(): Promise<unknown> {
  return LabRequestsBody.preload();
}

export type LabRequestsProps = LabRequestsBodyProps & {
  className?: string;
};

/**
 * The laboratory's home (001 §2, /laboratory): its pending lab requests, each
 * a card (patient picture and name, date, doctor) with its result form, paged
 * from page 0; "No Lab Requests Found" when there are none. The heading
 * paints at once; the cards and their forms (react-hook-form, the file field)
 * arrive right after, so the first route stays light.
 */
export function LabRequests({ className, ...body }: LabRequestsProps) {
  const { t } = useTranslation('laboratory');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-slot="lab-requests" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('requestsTitle')}
      </h1>
      <Suspense
        fallback={
          <div className="flex justify-center py-10">
            <Spinner size="lg" />
          </div>
        }
      >
        <LabRequestsBody {...body} labelledBy={titleId} />
      </Suspense>
    </section>
  );
}
