import type { AdminDashboardCounts } from '@aafiya/api-client';
import { BadgeCheck, Building2, CalendarCheck, ClipboardCheck, UserPlus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { KeyOf } from '../../../i18n/translation-types';
import { useTranslation } from '../../../i18n/use-translation';
import { CardGrid } from '../../../components/card-grid';
import { cn } from '../../../lib/cn';
import { formatCount } from '../shared/aed';
import { adminPaths } from '../shared/admin-paths';
import { LinkCard } from '../shared/link-card';
import { LoadFailed } from '../shared/load-failed';

export interface AdminDashboardProps {
  /** The counts, once loaded. */
  counts?: AdminDashboardCounts | undefined;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  className?: string;
}

type CountKey = keyof AdminDashboardCounts;

/**
 * Each count with its screen. New patients have no admin screen (002 lists
 * none), so that card is not a link. Spec choice: appointments this month
 * lead to the clinics, whose finance screens list the appointments.
 */
const cards: readonly { key: CountKey; label: KeyOf<'admin'>; href?: string; icon: ReactNode }[] = [
  { key: 'hospitalsApproved', label: 'countHospitalsApproved', href: adminPaths.clinics, icon: <Building2 /> },
  {
    key: 'hospitalsPending',
    label: 'countHospitalsPending',
    href: adminPaths.approveHospitals,
    icon: <ClipboardCheck />,
  },
  {
    key: 'appointmentsThisMonth',
    label: 'countAppointmentsThisMonth',
    href: adminPaths.clinics,
    icon: <CalendarCheck />,
  },
  { key: 'claimedOffers', label: 'countClaimedOffers', href: adminPaths.claimedOffers, icon: <BadgeCheck /> },
  { key: 'newPatientsThisMonth', label: 'countNewPatientsThisMonth', icon: <UserPlus /> },
];

/**
 * The admin's Dashboard (/admin; 002 leaves its content open): a card per
 * count an admin wants at a glance (hospitals approved and pending,
 * appointments this month, claimed offers, new patients this month), each
 * linking to its screen. While loading, each figure's place keeps its final
 * size, so nothing moves when the counts arrive.
 */
export function AdminDashboard({ counts, loading = false, error = false, onRetry, className }: AdminDashboardProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-slot="admin-dashboard" className={cn('flex flex-col gap-4', className)}>
      <header className="flex flex-col gap-1">
        <h1 id={titleId} className="text-2xl font-semibold text-foreground">
          {t('dashboardTitle')}
        </h1>
        <p className="text-sm text-foreground-muted">{t('dashboardIntro')}</p>
      </header>
      {error && !loading ? (
        <LoadFailed message={t('dashboardError')} onRetry={onRetry} />
      ) : (
        <CardGrid role="list" aria-labelledby={titleId} aria-busy={loading || undefined}>
          {cards.map((card) => {
            const count = counts?.[card.key];
            return (
              <div role="listitem" key={card.key}>
                <LinkCard
                  href={card.href}
                  icon={card.icon}
                  label={t(card.label)}
                  value={
                    // The figure's line height, filled or not (no layout shift when the counts arrive).
                    <span className="block h-8">
                      {loading || count === undefined ? (
                        <span
                          aria-hidden="true"
                          data-slot="count-placeholder"
                          className="block h-full w-16 animate-pulse rounded-md bg-neutral-200 motion-reduce:animate-none"
                        />
                      ) : (
                        formatCount(count)
                      )}
                    </span>
                  }
                />
              </div>
            );
          })}
        </CardGrid>
      )}
    </section>
  );
}
