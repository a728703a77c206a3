import type { CountPeriod, DashboardStaffKind, HospitalAppointment, HospitalSummary } from '@aafiya/api-client';
import { cn } from '../../lib/cn';
import { AppointmentCountCard } from './appointment-count-card';
import { type StaffListState, StaffTabs } from './staff-tabs';
import { TodaysAppointments } from './todays-appointments';
import { WelcomeBlock } from './welcome-block';

export interface HospitalDashboardProps {
  hospital?: HospitalSummary;
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
        <TodaysAppointments
          appointments={appointments}
          loading={appointmentsLoading}
          error={appointmentsError}
          refreshing={appointmentsRefreshing}
          onRefresh={onRefreshAppointments}
        />
        <AppointmentCountCard
          onPeriodChange={onCountPeriodChange}
          total={count}
          loading={countLoading}
          error={countError}
        />
      </div>
      <StaffTabs
        lists={staff}
        tab={staffTab}
        onTabChange={onStaffTabChange}
        onOpen={(kind, id) => {
          open[kind](id);
        }}
      />
    </div>
  );
}
