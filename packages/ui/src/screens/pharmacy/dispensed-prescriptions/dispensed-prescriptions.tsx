import { QrCode } from 'lucide-react';
import { Suspense, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { cn } from '../../../lib/cn';
import { lazyComponent } from '../../../lib/lazy-component';
import { useLinkClick } from '../../../lib/navigation';
import type { DispensedBodyProps } from './dispensed-body';
import { DispensedSkeleton } from './search-skeleton';

const DispensedBody = lazyComponent(() => import('./dispensed-body').then((m) => m.DispensedBody));

/** Loads the search's and table's code now (a story's loader; the site loads it after the first paint). */
export function preloadDispensedPrescriptions(): Promise<unknown> {
  return DispensedBody.preload();
}

/** Where "Scan QR prescription" goes. */
const SCAN_PATH = '/pharmacy/scan-qr-prescription';

export interface DispensedPrescriptionsProps extends DispensedBodyProps {
  className?: string;
}
/**
 * The pharmacy's home (/pharmacy, #21): the prescriptions it dispensed, newest first, paged (zero-based pager),
 * searchable by the patient's Emirates ID (the masked Emirates ID field; its digits are searched), with a link to
 * Scan QR prescription. Empty: "No dispensed prescriptions yet" (ours), or "Search Not Found" (000) for a search.
 * The heading and the link paint at once; the search, table and pager arrive right after into a skeleton of their
 * size.
 */
export function DispensedPrescriptions({ className, ...body }: DispensedPrescriptionsProps) {
  const { t } = useTranslation('pharmacy');
  const titleId = useId();
  const onScan = useLinkClick(SCAN_PATH);
  return (
    <section
      aria-labelledby={titleId}
      data-slot="dispensed-prescriptions"
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={titleId} className="text-2xl font-semibold text-foreground">
          {t('dispensedTitle')}
        </h1>
        <Button asChild>
          <a href={SCAN_PATH} onClick={onScan}>
            <QrCode aria-hidden="true" />
            {t('scanAction')}
          </a>
        </Button>
      </div>
      <Suspense fallback={<DispensedSkeleton />}>
        <DispensedBody {...body} />
      </Suspense>
    </section>
  );
}
