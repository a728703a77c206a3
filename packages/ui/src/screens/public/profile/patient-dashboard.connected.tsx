import { type SessionUser, useApi, useProfilePoints } from '@aafiya/api-client';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { type LazyComponent, lazyComponent } from '../../../lib/lazy-component';
import { DetailLoading } from '../hospital-detail/detail-states';
import type { PatientDashboardTab } from './dashboard-tabs';
import { PatientDashboard, type PatientDashboardPanels } from './patient-dashboard';

/** What every built-in tab takes. */
interface TabProps {
  patientId: string;
  timeZone?: string;
  onPointsChange?: (points: number) => void;
  onUserChange?: (changes: Partial<SessionUser>) => void;
}

/** The tabs this package builds, each in a chunk of its own that loads when the tab first opens. */
const builtInTabs: Record<PatientDashboardTab, LazyComponent<TabProps>> = {
  'medical-profile': lazyComponent(() =>
    import('./medical-profile/medical-profile.connected').then((m) => m.MedicalProfileTab),
  ),
  'family-members': lazyComponent(() => import('./family/family-members.connected').then((m) => m.FamilyMembersTab)),
  appointments: lazyComponent(() => import('./appointments/appointments.connected').then((m) => m.AppointmentsTab)),
  'sick-leaves': lazyComponent(() => import('./sick-leaves/sick-leaves-tab.connected').then((m) => m.SickLeavesTab)),
  'qr-prescription': lazyComponent(() =>
    import('./qr-prescriptions/qr-prescriptions-tab.connected').then((m) => m.QrPrescriptionsTab),
  ),
  'lab-results': lazyComponent(() => import('./lab-results/lab-results-tab.connected').then((m) => m.LabResultsTab)),
  account: lazyComponent(() => import('./account/account-tab.connected').then((m) => m.AccountTab)),
};

/** Loads every built-in tab's code now (a story's loader; the site may call it after the first paint). */
export function preloadPatientDashboardTabs(): Promise<unknown> {
  return Promise.all(Object.values(builtInTabs).map((tab) => tab.preload()));
}

function LazyTab({ component: Tab, ...props }: TabProps & { component: ComponentType<TabProps> }) {
  const { t } = useTranslation('patientDashboard');
  return (
    <Suspense fallback={<DetailLoading label={t('tabLoading')} />}>
      <Tab {...props} />
    </Suspense>
  );
}

export interface PatientDashboardScreenProps {
  /** The signed-in patient's id; by default the stored session's referenceId. */
  patientId?: string;
  /**
   * His points balance from the stored user (002 §3 "User: points"), which the site keeps up to date; when
   * undefined the balance of his profile (`GET /patients/profile/{id}`) is shown.
   */
  points?: number | undefined;
  /** `?tab=` of the address (any text: an unknown or missing one opens the first tab). */
  tab?: string | null | undefined;
  /** Puts the chosen tab into the address (`?tab=`). */
  onTabChange: (tab: PatientDashboardTab) => void;
  /** Where he spends his points (the Offers view); no link when absent. */
  offersHref?: string;
  /** Panels the site puts in place of built-in tabs (every tab of 002 is built in). */
  panels?: PatientDashboardPanels;
  /** Time zone of the dates; the browser's by default. */
  timeZone?: string;
  /**
   * The Appointments tab changed his points (+20 for a verified code, −20 for a cancel that took them back; the
   * stored user already has them): the site refreshes what shows the balance (`useStoredUserUpdate()`).
   */
  onPointsChange?: (points: number) => void;
  /** The Account tab changed the stored user (details, picture, deletion request): the site refreshes what shows it. */
  onUserChange?: (changes: Partial<SessionUser>) => void;
}

/**
 * /profile: the patient dashboard with its built-in tabs loaded lazily (only the open tab's code and data are
 * fetched), the site's own panels, and the points balance.
 */
export function PatientDashboardScreen({
  patientId: ownId,
  points,
  tab,
  onTabChange,
  offersHref,
  panels,
  timeZone,
  onPointsChange,
  onUserChange,
}: PatientDashboardScreenProps) {
  const api = useApi();
  const patientId = ownId ?? api.session.getReferenceId() ?? '';
  const profilePoints = useProfilePoints(patientId, { enabled: points === undefined });
  const builtIn: PatientDashboardPanels = {};
  for (const [name, component] of Object.entries(builtInTabs) as [PatientDashboardTab, LazyComponent<TabProps>][]) {
    builtIn[name] = (
      <LazyTab
        component={component}
        patientId={patientId}
        {...(timeZone ? { timeZone } : {})}
        {...(onPointsChange ? { onPointsChange } : {})}
        {...(onUserChange ? { onUserChange } : {})}
      />
    );
  }
  return (
    <PatientDashboard
      points={points ?? profilePoints.data ?? null}
      tab={tab}
      onTabChange={onTabChange}
      {...(offersHref ? { offersHref } : {})}
      panels={{ ...builtIn, ...panels }}
    />
  );
}
