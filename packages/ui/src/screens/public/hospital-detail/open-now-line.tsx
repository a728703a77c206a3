import { Clock } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { useTranslation } from '../../../i18n/use-translation';
import { useMinuteClock } from '../../../lib/use-minute-clock';
import { openNowStatus } from './open-now';

export interface OpenNowLineProps {
  openingTime: string | null;
  closingTime: string | null;
  /** A fixed moment (stories, tests); the present minute by default. */
  now?: Date;
}

/**
 * The 'open now' line (002 "Hospital detail"), on the UAE clock: 'open now'
 * (until the closing time) or when it opens next; nothing when the hospital
 * has not set its hours.
 */
export function OpenNowLine({ openingTime, closingTime, now }: OpenNowLineProps) {
  const { t } = useTranslation('publicDetail');
  const status = openNowStatus(openingTime, closingTime, useMinuteClock(now));
  if (!status) return null;
  return (
    <p data-slot="open-now" className="flex flex-wrap items-center gap-2 text-sm">
      <Clock aria-hidden="true" className="size-4 text-foreground-muted" />
      {status.kind === 'open' ? (
        <>
          <Badge variant="success">{t('openNow')}</Badge>
          {status.closesAt && (
            <span className="text-foreground-muted tabular-nums">{t('openUntil', { time: status.closesAt })}</span>
          )}
        </>
      ) : (
        <span className="font-medium text-foreground-muted tabular-nums">
          {t('closedNow', { time: status.opensAt })}
        </span>
      )}
    </p>
  );
}
