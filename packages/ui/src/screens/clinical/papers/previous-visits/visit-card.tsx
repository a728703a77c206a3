import type { PreviousVisit } from '@aafiya/api-client';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDisplayDate } from '../../../../components/date-fields';
import { useSlotFormatters } from '../../../../components/slot-calendar/slot-formatters';
import { dayKeyOf } from '../../../../components/slot-calendar/zoned-time';
import { UserText, UserTextIn } from '../../../../components/user-text';

export interface VisitCardProps {
  visit: PreviousVisit;
  timeZone: string;
  children: ReactNode;
}

/**
 * One earlier appointment: its date and time (DD/MM/YYYY, hh:mm a in the
 * browser's time zone) as the heading, who treated it and the service, then
 * its reports.
 */
export function VisitCard({ visit, timeZone, children }: VisitCardProps) {
  const { t } = useTranslation('clinicalPapers');
  const formatters = useSlotFormatters(timeZone);
  const heading = useId();
  return (
    <article
      aria-labelledby={heading}
      data-slot="previous-visit"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <header className="flex flex-col gap-0.5">
        <h3 id={heading} className="text-base font-semibold text-foreground tabular-nums">
          {t('visitWhen', {
            date: formatDisplayDate(dayKeyOf(visit.from, timeZone)),
            time: formatters.formatRange(new Date(visit.from), new Date(visit.to)),
          })}
        </h3>
        {(visit.provider || visit.service) && (
          <p className="text-sm text-foreground-muted">
            {visit.provider && <UserTextIn text={(provider) => t('visitWith', { provider })} value={visit.provider} />}
            {visit.provider && visit.service && ' · '}
            {visit.service && <UserText>{visit.service}</UserText>}
          </p>
        )}
      </header>
      {children}
    </article>
  );
}

/**
 * A titled part of a visit (Doctor Report, Nurse Report), or the line saying
 * it has none. Its heading names it; it is no landmark (every visit has one
 * of each, so they could not be told apart as landmarks).
 */
export function VisitSection({ title, missing, children }: { title: string; missing?: string; children?: ReactNode }) {
  return (
    <section data-slot="visit-section" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-foreground">{title}</h4>
      {missing ? <p className="text-sm text-foreground-muted">{missing}</p> : children}
    </section>
  );
}

/** Label and value pairs, side by side (they wrap on a phone). */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="font-medium text-foreground-muted">{item.label}</dt>
          <dd className="min-w-0 break-words text-foreground">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
