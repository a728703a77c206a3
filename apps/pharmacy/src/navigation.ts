import type { AreaNavItem } from '@aafiya/session';
import { Building2, ClipboardList, QrCode, UserRound } from 'lucide-react';

/**
 * The pharmacy area (001, section 2; made real by #21). Its home lists the prescriptions the pharmacy dispensed
 * (001's placeholder "branch list" is gone, hence our label); Branch Details and Scan QR Prescription keep 001's
 * screen names.
 */
export const navigation: AreaNavItem[] = [
  { label: 'dispensedPrescriptions', href: '/pharmacy', icon: ClipboardList },
  { label: 'scanQrPrescription', href: '/pharmacy/scan-qr-prescription', icon: QrCode },
  { label: 'branchDetails', href: '/pharmacy/pharmacy-details', icon: Building2 },
];

/** Profile: /pharmacy/profile (the pharmacy's account), from the user menu. */
export const profile: AreaNavItem = { label: 'profile', href: '/pharmacy/profile', icon: UserRound };
