import type { AreaNavItem } from '@aafiya/session';
import { CalendarCheck, CalendarDays, FlaskConical, UserRound, Users } from 'lucide-react';

/**
 * The doctor area (001, section 2): one entry per route of its table. The
 * specification does not show the menu, so the labels are the screens' names.
 */
export const navigation: AreaNavItem[] = [
  { label: 'calendar', href: '/doctors', icon: CalendarDays },
  { label: 'appointments', href: '/doctors/appointment', icon: CalendarCheck },
  { label: 'patient', href: '/doctors/patient', icon: Users },
  { label: 'labResults', href: '/doctors/lab-results', icon: FlaskConical },
];

/** Profile: /doctors/profile (Doctor Profile and Account tabs), from the user menu. */
export const profile: AreaNavItem = { label: 'profile', href: '/doctors/profile', icon: UserRound };
