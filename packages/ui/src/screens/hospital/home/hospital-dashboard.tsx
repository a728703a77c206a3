import type { CountPeriod, DashboardStaffKind, HospitalAppointment } from '@aafiya/api-client';
import { Suspense } from 'react';
import { cn } from '../../../lib/cn';
import { lazyComponent } from '../../../lib/lazy-component';
import { AppointmentCountCardSkeleton } from './appointment-count-frame';
import { StaffTabsSkeleton, TodaysAppointmentsSkeleton } from './dashboard-skeletons';
import type { StaffListState } from './staff-tabs';
import { type WelcomeHospital, WelcomeBlock } from './welcome-block';

// The appointments table (TanStack Table), the From/To card (react-aria's date
// fields and calendar) and the staff tabs (radix Tabs) are about 110 kB of the
// dashboard's JavaScript, gzip. They load right after the first paint, side by
// side, so the hospital site's first route stays small (README, "Bundle sizes of
// the sites"); the welcome block shows at once, and each section's place
// holder (dashboard-skeletons.tsx, appointment-count-frame.tsx) has the size
// the section arrives with, so nothing moves when it does.
const TodaysAppointments = lazyComponent(() => import('./todays-appointments').then((m) => m.TodaysAppointments));
const AppointmentCountCard = lazyComponent(() =>
  import('./appointment-count-card').then((m) => m.AppointmentCountCard),
);
const StaffTabs = lazyComponent(() => import('./staff-tabs').then((m) => m.StaffTabs));

/** Loads the dashboard's split sections ahead of their first render (stories, tests). */
export function preloadDashboardSections(): Promise<unknown> {
  return Promise.all([TodaysAppointments.preload(), AppointmentCountCard.preload(), StaffTabs.preload()]);
}

export interface HospitalDashboardProps {
  /** The name and image of the welcome block (the connected screen: the stored user's until the API answers). */
  hospital?: WelcomeHospital;
  hospitalLoading?: boolean;
  hospitalError?: boolean;

  appointments: readonly HospitalAppointment[];
  appointmentsLoading?: boolean;
  appointmentsError?: boolean;
  appointmentsRefreshing?: boolean;
  /** The refresh icon of Today's Appointments. */
  onRefreshAppointments: () => void;

  /** The three lists of the staff strip. */
  staff: Readonly<Record<DashboardStaffKind, StaffListState>>;
  /** The shown tab when the parent keeps it (the connected screen loads a list when its tab is first shown). */
  staffTab?: DashboardStaffKind;
  onStaffTabChange?: (tab: DashboardStaffKind) => void;
  onOpenDoctor: (id: string) => void;
  onOpenNurse: (id: string) => void;
  onOpenLab: (id: string) => void;

  /** From/To changed; the parent fetches the total once both are set. */
  onCountPeriodChange: (period: CountPeriod) => void;
  count?: number;
  countLoading?: boolean;
  countError?: boolean;
  className?: string;
}

/**
 * The hospital's home (/hospital, 000 §2.5 Dashboard): welcome block, today's
 * appointments with a refresh icon, the My Doctors / My Nurses/Technicians /
 * My Labs strip, and the booked-and-approved count for a period.
 */
export function HospitalDashboard({
  hospital,
  hospitalLoading,
  hospitalError,
  appointments,
  appointmentsLoading,
  appointmentsError,
  appointmentsRefreshing,
  onRefreshAppointments,
  staff,
  staffTab,
  onStaffTabChange,
  onOpenDoctor,
  onOpenNurse,
  onOpenLab,
  onCountPeriodChange,
  count,
  countLoading,
  countError,
  className,
}: HospitalDashboardProps) {
  const open = { doctors: onOpenDoctor, nurses: onOpenNurse, labs: onOpenLab };
  return (
    <div data-slot="hospital-dashboard" className={cn('@container flex flex-col gap-6', className)}>
      <WelcomeBlock hospital={hospital} loading={hospitalLoading} error={hospitalError} />
      <div className="grid grid-cols-1 gap-6 @4xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Suspense fallback={<TodaysAppointmentsSkeleton />}>
          <TodaysAppointments
            appointments={appointments}
            loading={appointmentsLoading}
            error={appointmentsError}
            refreshing={appointmentsRefreshing}
            onRefresh={onRefreshAppointments}
          />
        </Suspense>
        <Suspense fallback={<AppointmentCountCardSkeleton />}>
          <AppointmentCountCard
            onPeriodChange={onCountPeriodChange}
            total={count}
            loading={countLoading}
            error={countError}
          />
        </Suspense>
      </div>
      <Suspense fallback={<StaffTabsSkeleton />}>
        <StaffTabs
          lists={staff}
          tab={staffTab}
          onTabChange={onStaffTabChange}
          onOpen={(kind, id) => {
            open[kind](id);
          }}
        />
      </Suspense>
    </div>
  );
}
