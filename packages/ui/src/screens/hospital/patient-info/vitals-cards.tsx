import type { Vital, VitalKind } from '@aafiya/api-client';
import { Activity, Droplet, HeartPulse, Thermometer } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

export interface VitalsCardsProps {
  vitals: readonly Vital[];
}

const icons: Record<VitalKind, ReactNode> = {
  bloodPressure: <Activity aria-hidden="true" />,
  heartRate: <HeartPulse aria-hidden="true" />,
  bodyTemperature: <Thermometer aria-hidden="true" />,
  glucose: <Droplet aria-hidden="true" />,
};

/** The vitals cards: blood pressure (mmHg), heart rate (bpm), body temperature (°C), glucose (mg/dl). */
export function VitalsCards({ vitals }: VitalsCardsProps) {
  const { t } = useTranslation('hospital');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold text-foreground">
        {t('vitals')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 @lg:grid-cols-2 @4xl:grid-cols-4">
        {vitals.map((vital) => (
          <li
            key={vital.kind}
            data-slot="vital-card"
            data-vital={vital.kind}
            className="flex items-center gap-3 rounded-lg border border-border bg-surface p-4 shadow-xs"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-primary-50 text-primary-700 [&_svg]:size-5">
              {icons[vital.kind]}
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="text-sm text-foreground-muted">{t(vital.kind)}</span>
              {vital.value === null ? (
                <span className="font-medium text-foreground-muted">{t('notRecorded')}</span>
              ) : (
                <span className="text-xl font-semibold tabular-nums text-foreground">
                  <bdi>{t('valueWithUnit', { value: vital.value, unit: vital.unit })}</bdi>
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
