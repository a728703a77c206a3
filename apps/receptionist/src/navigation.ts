import type { AreaNavItem } from '@aafiya/session';
import {
  BadgeCheck,
  CalendarCheck,
  Clapperboard,
  Gift,
  HeartPulse,
  Stethoscope,
  TicketPercent,
  UserRound,
} from 'lucide-react';

/**
 * The receptionist area (001, section 2): one entry per top-level route, named
 * as the hospital sidebar names the same screens (the receptionist's menu is
 * not shown).
 */
export const navigation: AreaNavItem[] = [
  { label: 'appointments', href: '/receptionist', icon: CalendarCheck },
  { label: 'doctors', href: '/receptionist/doctors', icon: Stethoscope },
  { label: 'nurse', href: '/receptionist/nurse', icon: HeartPulse },
  { label: 'promos', href: '/receptionist/promos', icon: Clapperboard },
  { label: 'patientPromoCode', href: '/receptionist/patient-promo-codes', icon: TicketPercent },
  { label: 'offers', href: '/receptionist/offers', icon: Gift },
  { label: 'claimedOffers', href: '/receptionist/claimed-offers', icon: BadgeCheck },
];

/** Profile: /receptionist/profile (the account form), from the user menu. */
export const profile: AreaNavItem = { label: 'profile', href: '/receptionist/profile', icon: UserRound };
