import { describe, expect, it } from 'vitest';
import { activeHrefOf, type AppShellNavItem } from './app-shell-nav';

const items: AppShellNavItem[] = [
  { label: 'Dashboard', href: '/hospital' },
  { label: 'Doctors', href: '/hospital/doctors', sectionPaths: ['/hospital/doctor-info'] },
  { label: 'Patient', href: '/hospital/patient', sectionPaths: ['/hospital/patient-info'] },
  { label: 'PCR Test', href: '/hospital/pcr-test', hidden: true },
];

describe('activeHrefOf', () => {
  it('marks the area root on its own page only', () => {
    expect(activeHrefOf(items, '/hospital')).toBe('/hospital');
    expect(activeHrefOf(items, '/hospital/')).toBe('/hospital');
    expect(activeHrefOf(items, '/hospital/profile')).toBeUndefined();
    expect(activeHrefOf(items, '/hospital/unknown/page')).toBeUndefined();
  });

  it('marks the list a detail page belongs to', () => {
    expect(activeHrefOf(items, '/hospital/doctor-info/d-1')).toBe('/hospital/doctors');
    expect(activeHrefOf(items, '/hospital/patient-info/p-1')).toBe('/hospital/patient');
    expect(activeHrefOf(items, '/hospital/doctors/new')).toBe('/hospital/doctors');
  });

  it('matches whole segments and skips hidden entries', () => {
    expect(activeHrefOf(items, '/hospital/doctors-archive')).toBeUndefined();
    expect(activeHrefOf(items, '/hospital/pcr-test')).toBeUndefined();
  });

  it('lets an area without a root entry mark its sections', () => {
    const patient: AppShellNavItem[] = [
      { label: 'Hospitals', href: '/hospitals' },
      { label: 'Find Doctors', href: '/doctor' },
    ];
    expect(activeHrefOf(patient, '/hospitals/h-1')).toBe('/hospitals');
    expect(activeHrefOf(patient, '/')).toBeUndefined();
  });
});
