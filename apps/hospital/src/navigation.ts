import type { AreaNavItem } from '@aafiya/session';
import {
  BadgeCheck,
  BriefcaseMedical,
  CalendarCheck,
  Clapperboard,
  ConciergeBell,
  FlaskConical,
  Gift,
  HeartPulse,
  LayoutDashboard,
  Microscope,
  Stethoscope,
  Syringe,
  TestTube,
  TicketPercent,
  UserRound,
  Users,
} from 'lucide-react';

const withoutPcr = ({ pcrdpi }: { pcrdpi: boolean }) => !pcrdpi;

/**
 * The hospital sidebar (000, section 2.4). Each list names its detail pages
 * (`sectionPaths`), so /hospital/doctor-info/{id} marks Doctors and links back to it. PCR Test and PCR Vaccination are
 * hidden when the stored PCRDPI flag is false; the specification names no
 * route for them, so /hospital/pcr-test and /hospital/pcr-vaccination are ours.
 */
export const navigation: AreaNavItem[] = [
  { label: 'dashboard', href: '/hospital', icon: LayoutDashboard },
  {
    label: 'services',
    href: '/hospital/services',
    icon: BriefcaseMedical,
    sectionPaths: ['/hospital/service-details'],
  },
  { label: 'doctors', href: '/hospital/doctors', icon: Stethoscope, sectionPaths: ['/hospital/doctor-info'] },
  { label: 'nurse', href: '/hospital/nurse', icon: HeartPulse, sectionPaths: ['/hospital/nurse-info'] },
  { label: 'laboratory', href: '/hospital/laboratory', icon: FlaskConical, sectionPaths: ['/hospital/lab-info'] },
  {
    label: 'receptionist',
    href: '/hospital/receptionist',
    icon: ConciergeBell,
    sectionPaths: ['/hospital/receptionist-info'],
  },
  { label: 'patient', href: '/hospital/patient', icon: Users, sectionPaths: ['/hospital/patient-info'] },
  { label: 'promos', href: '/hospital/promos', icon: Clapperboard },
  { label: 'patientPromoCode', href: '/hospital/patient-promo-codes', icon: TicketPercent },
  { label: 'appointments', href: '/hospital/appointments', icon: CalendarCheck },
  // The specification names no route or menu entry for Laboratory Reports (000 §2.5): ours, after Appointments.
  { label: 'labReports', href: '/hospital/lab-reports', icon: Microscope },
  { label: 'offers', href: '/hospital/offers', icon: Gift },
  { label: 'claimedOffers', href: '/hospital/claimed-offers', icon: BadgeCheck },
  { label: 'pcrTest', href: '/hospital/pcr-test', icon: TestTube, hidden: withoutPcr },
  { label: 'pcrVaccination', href: '/hospital/pcr-vaccination', icon: Syringe, hidden: withoutPcr },
];

/** Profile: /hospital/profile, reached from the user menu. */
export const profile: AreaNavItem = { label: 'profile', href: '/hospital/profile', icon: UserRound };

/** The lists with the top bar's search box (000 §2.5 "Top bar"). */
export const searchPaths = ['/hospital/doctors', '/hospital/nurse', '/hospital/laboratory'] as const;
