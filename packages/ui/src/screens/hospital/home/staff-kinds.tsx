import type { DashboardStaffKind } from '@aafiya/api-client';
import { FlaskConical, HeartPulse, Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';

// The staff strip's tabs: shared by the strip (staff-tabs.tsx) and its place holder (dashboard-skeletons.tsx).

export const kinds: readonly DashboardStaffKind[] = ['doctors', 'nurses', 'labs'];
export const isKind = (value: string): value is DashboardStaffKind => (kinds as readonly string[]).includes(value);

export const labelKey = { doctors: 'myDoctors', nurses: 'myNurses', labs: 'myLabs' } as const;
export const emptyKey = { doctors: 'noDoctors', nurses: 'noNurses', labs: 'noLabs' } as const;
export const errorKey = { doctors: 'doctorsError', nurses: 'nursesError', labs: 'labsError' } as const;
export const icons: Record<DashboardStaffKind, ReactNode> = {
  doctors: <Stethoscope aria-hidden="true" />,
  nurses: <HeartPulse aria-hidden="true" />,
  labs: <FlaskConical aria-hidden="true" />,
};
