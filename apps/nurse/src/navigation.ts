import type { AreaNavItem } from '@aafiya/session';
import { CalendarDays, LayoutDashboard, Stethoscope, UserRound, Users } from 'lucide-react';

/**
 * The nurse area (001, section 2). The menu is not shown: one entry per
 * top-level route. The nurse's patient list (the only one with Add Patient,
 * its cards open /nurse/patient-info/{id}) has no route in the table; we give
 * it /nurse/patient, as the hospital and doctor areas name theirs.
 */
export const navigation: AreaNavItem[] = [
  { label: 'dashboard', href: '/nurse', icon: LayoutDashboard },
  { label: 'mySchedule', href: '/nurse/schedule', icon: CalendarDays },
  { label: 'doctorSchedule', href: '/nurse/doctor-schedule', icon: Stethoscope },
  { label: 'patient', href: '/nurse/patient', icon: Users },
];

/** Profile: /nurse/profile (the nurse account), from the user menu. */
export const profile: AreaNavItem = { label: 'profile', href: '/nurse/profile', icon: UserRound };

/** Pages that show the top bar's search box: the doctor cards (001 §2 "searchable"). */
export const searchPaths = ['/nurse/doctor-schedule'] as const;
