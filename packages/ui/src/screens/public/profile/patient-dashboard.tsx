import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { PointsBalance } from '../offers/points-balance';
import { orderedDashboardTabs, parsePatientDashboardTab, type PatientDashboardTab } from './dashboard-tabs';

/** Each available tab's content; a tab without one is not shown at all. */
export type PatientDashboardPanels = Partial<Record<PatientDashboardTab, ReactNode>>;

export interface PatientDashboardProps {
  /** The patient's points balance; null while it is not known (nothing is shown). */
  points: number | null;
  /** The open tab, e.g. from `?tab=` (any text: an unknown or missing one opens the first available tab). */
  tab?: string | null | undefined;
  onTabChange: (tab: PatientDashboardTab) => void;
  /** Where the patient spends his points (the Offers view, /offers); no link when absent. */
  offersHref?: string;
  /** The tabs' contents, shown in the order of 002 whatever the order here. */
  panels: PatientDashboardPanels;
  className?: string;
}

const labelKeys = {
  'medical-profile': 'tabMedicalProfile',
  'family-members': 'tabFamilyMembers',
  appointments: 'tabAppointments',
  'sick-leaves': 'tabSickLeaves',
  'qr-prescription': 'tabQrPrescription',
  'lab-results': 'tabLabResults',
  account: 'tabAccount',
} as const satisfies Record<PatientDashboardTab, string>;

/**
 * /profile (002 "Patient dashboard"): the heading, the points balance (002 "the balance in the header") and the
 * tabs Medical Profile (first), Family Members, Appointments, Sick Leaves, QR Prescription, Lab Results and
 * Account, of which only those given a panel show. The open tab is the page's (`?tab=`), so a reload or a shared
 * link opens it again. On a phone the tab names wrap onto a second line. Ours: the heading "My profile" and "Your points".
 */
export function PatientDashboard({ points, tab, onTabChange, offersHref, panels, className }: PatientDashboardProps) {
  const { t } = useTranslation('patientDashboard');
  const tabs = orderedDashboardTabs(
    (Object.keys(panels) as PatientDashboardTab[]).filter((name) => panels[name] !== undefined),
  );
  const open = parsePatientDashboardTab(tab, tabs);
  return (
    <div
      data-slot="patient-dashboard"
      className={cn('mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6', className)}
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('heading')}</h1>
        {points !== null && (
          <div className="flex flex-wrap items-center gap-3">
            <PointsBalance points={points} />
            {offersHref && <Link href={offersHref}>{t('offersLink')}</Link>}
          </div>
        )}
      </header>
      {open && (
        <Tabs
          value={open}
          onValueChange={(value) => {
            const chosen = tabs.find((name) => name === value);
            if (chosen) onTabChange(chosen);
          }}
        >
          <TabsList aria-label={t('tabsLabel')} className="flex flex-wrap gap-x-4 gap-y-1">
            {tabs.map((name) => (
              <TabsTrigger key={name} value={name}>
                {t(labelKeys[name])}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((name) => (
            <TabsContent key={name} value={name}>
              {panels[name]}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
