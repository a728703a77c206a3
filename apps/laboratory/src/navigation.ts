import type { AreaNavItem } from '@aafiya/session';
import { ClipboardList, FlaskConical, UserRound } from 'lucide-react';

/** The laboratory area (001, section 2); the menu is not shown, so the labels are the screens' names. */
export const navigation: AreaNavItem[] = [
  { label: 'labRequests', href: '/laboratory', icon: FlaskConical },
  { label: 'labResultRecords', href: '/laboratory/lab-result-records', icon: ClipboardList },
];

/** Profile: /laboratory/profile (the lab account), from the user menu. */
export const profile: AreaNavItem = { label: 'profile', href: '/laboratory/profile', icon: UserRound };
