import type { AreaNavItem } from '@aafiya/session';
import { Hospital, LogIn, Stethoscope, UserPlus, UserRound } from 'lucide-react';

const signedIn = ({ signedInAs }: { signedInAs: string | null }) => signedInAs !== null;

/**
 * The cards of the public landing at / (for now; the real home page of 002,
 * hero, speciality finder and search, comes with its issue): hospital and
 * doctor search, then Profile for a patient, or Login and Register for a guest.
 */
export const publicSections: AreaNavItem[] = [
  { label: 'hospitals', href: '/hospitals', icon: Hospital },
  { label: 'findDoctors', href: '/doctor', icon: Stethoscope },
  { label: 'profile', href: '/profile', icon: UserRound, hidden: (session) => session.signedInAs !== 'PATIENT' },
  { label: 'login', href: '/login', icon: LogIn, hidden: signedIn },
  { label: 'register', href: '/select-registeration-type', icon: UserPlus, hidden: signedIn },
];
