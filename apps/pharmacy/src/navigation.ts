import type { AreaNavItem } from '@aafiya/session';
import { Building2, QrCode, Store, UserRound } from 'lucide-react';

/** The pharmacy area (001, section 2: static placeholder screens); the labels are the screens' names. */
export const navigation: AreaNavItem[] = [
  { label: 'branches', href: '/pharmacy', icon: Store },
  { label: 'branchDetails', href: '/pharmacy/pharmacy-details', icon: Building2 },
  { label: 'scanQrPrescription', href: '/pharmacy/scan-qr-prescription', icon: QrCode },
];

/** Profile: /pharmacy/profile, from the user menu. */
export const profile: AreaNavItem = { label: 'profile', href: '/pharmacy/profile', icon: UserRound };
