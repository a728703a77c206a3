import type { AreaNavItem } from '@aafiya/session';
import { Gift, TicketPercent, UserRound } from 'lucide-react';

/** The vendor area (002, "Vendor area"): the root is Offers (Vendor Packages), then the promo codes. */
export const navigation: AreaNavItem[] = [
  { label: 'offers', href: '/vendor', icon: Gift },
  { label: 'promoCodes', href: '/vendor/promo-codes', icon: TicketPercent },
];

/** Profile: /vendor/profile (Vendor Profile, Images, Location), from the user menu. */
export const profile: AreaNavItem = { label: 'profile', href: '/vendor/profile', icon: UserRound };
