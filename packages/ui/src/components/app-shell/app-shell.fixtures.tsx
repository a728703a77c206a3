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
  Stethoscope,
  Syringe,
  TestTube,
  TicketPercent,
  Users,
} from 'lucide-react';
import type { AppShellNavItem } from './app-shell-nav';

type HospitalNavKey =
  | 'dashboard'
  | 'services'
  | 'doctors'
  | 'nurse'
  | 'laboratory'
  | 'receptionist'
  | 'patient'
  | 'promos'
  | 'patientPromoCode'
  | 'appointments'
  | 'offers'
  | 'claimedOffers'
  | 'pcrTest'
  | 'pcrVaccination';

/** The hospital sidebar of the specification (000, section 2.4), word for word. */
export const hospitalLabelsEn: Record<HospitalNavKey, string> = {
  dashboard: 'Dashboard',
  services: 'Services',
  doctors: 'Doctors',
  nurse: 'Nurse',
  laboratory: 'Laboratory',
  receptionist: 'Receptionist',
  patient: 'Patient',
  promos: 'Promos',
  patientPromoCode: 'Patient Promo Code',
  appointments: 'Appointments',
  offers: 'Offers',
  claimedOffers: 'Claimed Offers',
  pcrTest: 'PCR Test',
  pcrVaccination: 'PCR Vaccination',
};

export const hospitalLabelsAr: Record<HospitalNavKey, string> = {
  dashboard: 'لوحة التحكم',
  services: 'الخدمات',
  doctors: 'الأطباء',
  nurse: 'التمريض',
  laboratory: 'المختبر',
  receptionist: 'الاستقبال',
  patient: 'المرضى',
  promos: 'العروض الترويجية',
  patientPromoCode: 'رموز ترويج المرضى',
  appointments: 'المواعيد',
  offers: 'العروض',
  claimedOffers: 'العروض المستلمة',
  pcrTest: 'فحص PCR',
  pcrVaccination: 'تطعيم PCR',
};

/**
 * The hospital area's sidebar. The PCR entries are hidden when the hospital's
 * PCRDPI flag is false; the specification names no route for them, so these
 * paths are ours.
 */
export function hospitalNavItems(pcrdpi: boolean, labels: Record<HospitalNavKey, string>): AppShellNavItem[] {
  return [
    { label: labels.dashboard, href: '/hospital', icon: <LayoutDashboard /> },
    { label: labels.services, href: '/hospital/services', icon: <BriefcaseMedical /> },
    {
      label: labels.doctors,
      href: '/hospital/doctors',
      icon: <Stethoscope />,
      sectionPaths: ['/hospital/doctor-info'],
    },
    { label: labels.nurse, href: '/hospital/nurse', icon: <HeartPulse />, sectionPaths: ['/hospital/nurse-info'] },
    { label: labels.laboratory, href: '/hospital/laboratory', icon: <FlaskConical /> },
    { label: labels.receptionist, href: '/hospital/receptionist', icon: <ConciergeBell /> },
    { label: labels.patient, href: '/hospital/patient', icon: <Users /> },
    { label: labels.promos, href: '/hospital/promos', icon: <Clapperboard /> },
    { label: labels.patientPromoCode, href: '/hospital/patient-promo-codes', icon: <TicketPercent /> },
    { label: labels.appointments, href: '/hospital/appointments', icon: <CalendarCheck /> },
    { label: labels.offers, href: '/hospital/offers', icon: <Gift /> },
    { label: labels.claimedOffers, href: '/hospital/claimed-offers', icon: <BadgeCheck /> },
    { label: labels.pcrTest, href: '/hospital/pcr-test', icon: <TestTube />, hidden: !pcrdpi },
    { label: labels.pcrVaccination, href: '/hospital/pcr-vaccination', icon: <Syringe />, hidden: !pcrdpi },
  ];
}

export function Brand({ name = 'Aafiya' }: { name?: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold text-primary-700">
      <span aria-hidden="true" className="inline-block size-7 rounded-md bg-primary-700" />
      {name}
    </span>
  );
}

export function PagePlaceholder({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="page-title" className="rounded-lg border border-border bg-surface p-6 shadow-xs">
      <h1 id="page-title" className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="mt-2 text-sm text-foreground-muted">{text}</p>
    </section>
  );
}
