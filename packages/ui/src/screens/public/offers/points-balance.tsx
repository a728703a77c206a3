import { Coins } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The patient's points balance as a chip ("Your points: 120 points"), with the dashboard's words
 * (patientDashboard): the Offers view shows it at its top.
 */
export function PointsBalance({ points }: { points: number }) {
  const { t } = useTranslation('patientDashboard');
  return (
    <p
      data-slot="points-balance"
      aria-live="polite"
      className="flex w-fit items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm"
    >
      <Coins aria-hidden="true" className="size-4 text-warning-600" />
      <span className="text-foreground-muted">{t('pointsLabel')}:</span>
      <strong className="font-semibold tabular-nums">{t('points', { count: points })}</strong>
    </p>
  );
}
