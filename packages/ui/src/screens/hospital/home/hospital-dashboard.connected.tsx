import {
  type CountPeriod,
  type DashboardStaffKind,
  todayIsoDate,
  useApi,
  type DashboardStaffCard,
  type Session,
  useBookedApprovedCount,
  useDashboardDoctors,
  useDashboardLabs,
  useDashboardNurses,
  useHospitalAppointments,
  useHospitalSummary,
} from '@aafiya/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale } from '../../../i18n';
import { HospitalDashboard } from './hospital-dashboard';
import type { StaffListState } from './staff-tabs';
import type { WelcomeHospital } from './welcome-block';

export interface HospitalDashboardScreenProps {
  /** A doctor card: the app goes to /hospital/doctor-info/{id}. */
  onOpenDoctor: (id: string) => void;
  /** A nurse/technician card: the app goes to /hospital/nurse-info/{id}. */
  onOpenNurse: (id: string) => void;
  /** A laboratory card: the app goes to /hospital/lab-info/{id}. */
  onOpenLab: (id: string) => void;
  className?: string;
}

/**
 * The welcome block's name and image from the stored signed-in user (a
 * hospital account's first name is the hospital's name, kept in step by the
 * profile page), so the heading paints at once instead of after the API.
 */
function storedHospital(session: Session): WelcomeHospital | undefined {
  const user = session.getUser();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return user && name ? { name, image: user.image } : undefined;
}

function listState(query: UseQueryResult<DashboardStaffCard[]>): StaffListState {
  return { cards: query.data ?? [], loading: query.isPending && query.fetchStatus !== 'idle', error: query.isError };
}

/**
 * The hospital dashboard on the API. The hospital is the signed-in user's
 * (the session's referenceId, 000 §6); "today" is the browser's calendar day.
 * A staff list loads when its tab is first shown and stays cached.
 */
export function HospitalDashboardScreen({
  onOpenDoctor,
  onOpenNurse,
  onOpenLab,
  className,
}: HospitalDashboardScreenProps) {
  const { session } = useApi();
  const hospitalId = session.getReferenceId();
  const [stored] = useState(() => storedHospital(session));
  const hospital = useHospitalSummary(hospitalId);
  const appointments = useHospitalAppointments(hospitalId, { date: todayIsoDate() });
  const [tab, setTab] = useState<DashboardStaffKind>('doctors');
  const doctors = useDashboardDoctors(tab === 'doctors', useLocale().locale);
  const nurses = useDashboardNurses(tab === 'nurses');
  const labs = useDashboardLabs(tab === 'labs');
  const [period, setPeriod] = useState<CountPeriod>({ from: null, to: null });
  const count = useBookedApprovedCount(period);

  return (
    <HospitalDashboard
      className={className}
      hospital={hospital.data ?? (hospital.isError ? undefined : stored)}
      hospitalLoading={hospital.isPending && hospital.fetchStatus !== 'idle'}
      hospitalError={hospital.isError || !hospitalId}
      appointments={appointments.data ?? []}
      appointmentsLoading={appointments.isPending && appointments.fetchStatus !== 'idle'}
      appointmentsError={appointments.isError || !hospitalId}
      appointmentsRefreshing={appointments.isFetching && !appointments.isPending}
      onRefreshAppointments={() => {
        void appointments.refetch();
      }}
      staff={{ doctors: listState(doctors), nurses: listState(nurses), labs: listState(labs) }}
      staffTab={tab}
      onStaffTabChange={setTab}
      onOpenDoctor={onOpenDoctor}
      onOpenNurse={onOpenNurse}
      onOpenLab={onOpenLab}
      onCountPeriodChange={setPeriod}
      count={count.data}
      countLoading={count.isFetching}
      countError={count.isError}
    />
  );
}
