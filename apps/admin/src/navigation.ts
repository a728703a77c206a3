import type { AreaNavItem } from '@aafiya/session';
import {
  BadgeCheck,
  Building2,
  ClipboardCheck,
  Layers,
  LayoutDashboard,
  Puzzle,
  Receipt,
  ShieldCheck,
  Stethoscope,
  Store,
  TestTube,
  Wallet,
} from 'lucide-react';

/**
 * The admin menu (002, "Admin area"): Dashboard, Claimed Offers, Specialities,
 * Insurances, Package Category, Vendors, Addons, Approve Hospitals, Clinics,
 * PCR, and 'Expenses' (/admin/expenses) and 'All Expenses' (/admin/allExpenses).
 * /admin/categories is a route but not a menu entry, as the specification
 * lists it. The admin has no Profile.
 */
export const navigation: AreaNavItem[] = [
  { label: 'dashboard', href: '/admin', icon: LayoutDashboard },
  { label: 'claimedOffers', href: '/admin/claimed-offers', icon: BadgeCheck },
  { label: 'specialities', href: '/admin/specialities', icon: Stethoscope },
  { label: 'insurances', href: '/admin/insurances', icon: ShieldCheck },
  { label: 'packageCategory', href: '/admin/package-categories', icon: Layers },
  { label: 'vendors', href: '/admin/vendors', icon: Store },
  { label: 'addons', href: '/admin/addons', icon: Puzzle },
  { label: 'approveHospitals', href: '/admin/approve-hospitals', icon: ClipboardCheck },
  { label: 'clinics', href: '/admin/clinics', icon: Building2 },
  { label: 'pcr', href: '/admin/pcr', icon: TestTube },
  { label: 'expenses', href: '/admin/expenses', icon: Wallet },
  { label: 'allExpenses', href: '/admin/allExpenses', icon: Receipt },
];
