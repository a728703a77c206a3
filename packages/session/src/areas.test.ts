import { describe, expect, it } from 'vitest';
import { areaRoleOf, homeOf, isInsideArea, isRole, pathnameOf, ROLE_HOMES } from './areas';

describe('ROLE_HOMES and homeOf', () => {
  it('gives every role its home (000, section 2.2)', () => {
    expect(ROLE_HOMES).toEqual({
      HOSPITAL: '/hospital',
      RECEPTIONIST: '/receptionist',
      DOCTOR: '/doctors',
      NURSE: '/nurse',
      LABORTORY: '/laboratory',
      PHARMACY: '/pharmacy',
      ADMIN: '/admin',
      VENDOR: '/vendor',
      PATIENT: '/',
    });
    expect(homeOf('DOCTOR')).toBe('/doctors');
    expect(homeOf('LABORTORY')).toBe('/laboratory');
    expect(homeOf('PATIENT')).toBe('/');
  });

  it('sends any other or missing role to /login', () => {
    for (const role of [null, undefined, '', 'LABORATORY', 'doctor', 'SUPERUSER', 'toString', '__proto__']) {
      expect(homeOf(role)).toBe('/login');
    }
    expect(isRole('constructor')).toBe(false);
    expect(isRole('VENDOR')).toBe(true);
  });
});

describe('isInsideArea', () => {
  it('matches whole path segments', () => {
    expect(isInsideArea('/doctors', '/doctors')).toBe(true);
    expect(isInsideArea('/doctors/', '/doctors')).toBe(true);
    expect(isInsideArea('/doctors/patient-info/12', '/doctors')).toBe(true);
    expect(isInsideArea('/doctor/12', '/doctors')).toBe(false);
    expect(isInsideArea('/doctorsx', '/doctors')).toBe(false);
    expect(isInsideArea('/hospitals', '/hospital')).toBe(false);
    expect(isInsideArea('/hospitals/abc', '/hospital')).toBe(false);
    expect(isInsideArea('/hospital/doctors', '/hospital')).toBe(true);
    expect(isInsideArea('/hospital/doctors', '/hospital/')).toBe(true);
  });

  it('ignores the query and the fragment', () => {
    expect(isInsideArea('/hospital?tab=1', '/hospital')).toBe(true);
    expect(isInsideArea('/hospitals?redirect=/hospital', '/hospital')).toBe(false);
    expect(isInsideArea('/admin#top', '/admin')).toBe(true);
  });

  it('gives the patient area every path under no other prefix', () => {
    for (const path of ['/', '/hospitals', '/hospitals/1', '/doctor/12', '/profile', '/login', '/book-appointment']) {
      expect(isInsideArea(path, '/')).toBe(true);
    }
    for (const path of [
      '/hospital',
      '/doctors/appointment',
      '/nurse',
      '/laboratory/profile',
      '/admin/pcr',
      '/vendor',
    ]) {
      expect(isInsideArea(path, '/')).toBe(false);
    }
    expect(isInsideArea('/profile', '')).toBe(true);
  });

  it('names the role whose area a path lies in', () => {
    expect(areaRoleOf('/doctors/patient')).toBe('DOCTOR');
    expect(areaRoleOf('/doctor/12')).toBe('PATIENT');
    expect(areaRoleOf('/laboratory')).toBe('LABORTORY');
    expect(areaRoleOf('/hospitals')).toBe('PATIENT');
  });

  it('takes the path part of an address', () => {
    expect(pathnameOf('/a/b?c=1#d')).toBe('/a/b');
    expect(pathnameOf('/a#d?x')).toBe('/a');
  });
});
