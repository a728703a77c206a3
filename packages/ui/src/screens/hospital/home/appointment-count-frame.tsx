import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Card, CardContent, CardHeader } from '../../../components/card';
import { DateFieldSkeleton } from '../../../components/date-fields/date-field-skeleton';
import { FieldGrid } from '../../../components/forms/field-grid';

/**
 * The From/To card's frame: title, the two fields side by side and the total's
 * box (as tall as the total with its label, so no state of it changes the card's height). The card (appointment-count-card.tsx, with react-aria's date fields)
 * and its place holder share it, so the place holder has the card's size.
 */
export function AppointmentCountFrame({
  fields,
  busy,
  children,
}: {
  fields: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('hospital');
  return (
    <Card data-slot={busy ? 'appointment-count-card-skeleton' : 'appointment-count-card'} aria-busy={busy || undefined}>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('countTitle')}</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FieldGrid>{fields}</FieldGrid>
        <div
          data-slot={busy ? undefined : 'appointment-count'}
          aria-live={busy ? undefined : 'polite'}
          className="flex min-h-20 items-center justify-center rounded-md bg-neutral-100 px-4 py-3 text-center"
        >
          {children}
        </div>
      </CardContent>
    </Card>
  );
}

/** The hint the total's box shows until both dates are set. */
export function CountHint() {
  const { t } = useTranslation('hospital');
  return <p className="text-sm text-foreground-muted">{t('countHint')}</p>;
}

/** The From/To card while its code loads: the same frame, empty date boxes, the hint. */
export function AppointmentCountCardSkeleton() {
  const { t } = useTranslation('hospital');
  return (
    <AppointmentCountFrame
      busy
      fields={
        <>
          <DateFieldSkeleton label={t('from')} />
          <DateFieldSkeleton label={t('to')} />
        </>
      }
    >
      <CountHint />
    </AppointmentCountFrame>
  );
}
