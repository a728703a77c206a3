import { useTranslation } from '../../../i18n/use-translation';
import { DataTableSkeleton } from '../../../components/data-table/data-table-skeleton';
import { Spinner } from '../../../components/spinner';
import { tabsListVariants, tabsTriggerVariants } from '../../../components/tabs/tabs-variants';
import { cn } from '../../../lib/cn';
import { icons, kinds, labelKey } from './staff-kinds';

// The dashboard's sections while their code loads (they are split out of the
// first chunk, see hospital-dashboard.tsx): each has the size the section has
// when it arrives in its loading state (the same markup and classes, without
// TanStack Table or radix), so the first paint stays put (CLS).

/**
 * The height of Today's Appointments' table (px), as the specification's
 * dashboard tables have one (001: "The table area height is 300 px"): the
 * rows scroll inside it, so however many there are, the From/To card and the
 * staff strip below do not move when they arrive.
 */
export const TODAYS_APPOINTMENTS_HEIGHT = 300;

/** Today's Appointments while its code loads: the heading, the refresh button's place, the table loading. */
export function TodaysAppointmentsSkeleton() {
  const { t } = useTranslation('hospital');
  return (
    <section data-slot="todays-appointments-skeleton" aria-busy className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-foreground">{t('todaysAppointments')}</h2>
        <span aria-hidden="true" className="size-8 rounded-md border border-border bg-surface shadow-xs" />
      </div>
      <DataTableSkeleton
        caption={t('todaysAppointments')}
        headers={[t('provider'), t('patient'), t('time'), t('status')]}
        height={TODAYS_APPOINTMENTS_HEIGHT}
      />
    </section>
  );
}

/** A staff list loading (the strip's own loading state, staff-tabs.tsx). */
export function StaffListLoading() {
  return (
    <div className="flex justify-center py-8">
      <Spinner />
    </div>
  );
}

/** The staff strip while its code loads: the three tabs (My Doctors shown) and the list loading. */
export function StaffTabsSkeleton() {
  const { t } = useTranslation('hospital');
  return (
    <div data-slot="staff-tabs-skeleton" aria-busy className="flex flex-col gap-4">
      <div className={cn(tabsListVariants({ variant: 'pill' }), 'max-w-full overflow-x-hidden')}>
        {kinds.map((kind) => (
          <span
            key={kind}
            data-state={kind === 'doctors' ? 'active' : 'inactive'}
            className={tabsTriggerVariants({ variant: 'pill' })}
          >
            {icons[kind]}
            {t(labelKey[kind])}
          </span>
        ))}
      </div>
      <StaffListLoading />
    </div>
  );
}
