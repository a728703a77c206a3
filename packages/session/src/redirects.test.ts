import { describe, expect, it } from 'vitest';
import { isGuestOnlyPath, landingPath, loginPathFor, redirectParamOf, safeInternalPath } from './redirects';

describe('landingPath', () => {
  it('keeps a requested path inside the user’s own area', () => {
    expect(landingPath('HOSPITAL', '/hospital/doctors')).toBe('/hospital/doctors');
    expect(landingPath('DOCTOR', '/doctors/patient-info/p1/a1?x=1')).toBe('/doctors/patient-info/p1/a1?x=1');
    expect(landingPath('PATIENT', '/hospitals/hsp-1')).toBe('/hospitals/hsp-1');
    expect(landingPath('PATIENT', '/doctor/12')).toBe('/doctor/12');
  });

  it('goes to the area root otherwise', () => {
    expect(landingPath('HOSPITAL', '/admin')).toBe('/hospital');
    expect(landingPath('HOSPITAL', '/hospitals')).toBe('/hospital');
    expect(landingPath('DOCTOR', '/doctor/12')).toBe('/doctors');
    expect(landingPath('PATIENT', '/doctors')).toBe('/');
    expect(landingPath('NURSE', null)).toBe('/nurse');
    expect(landingPath('VENDOR')).toBe('/vendor');
  });

  it('never lands on a guest-only page nor off the origin', () => {
    expect(landingPath('PATIENT', '/login')).toBe('/');
    expect(landingPath('PATIENT', '/reset-password/abc')).toBe('/');
    expect(landingPath('PATIENT', '//evil.example/')).toBe('/');
    expect(landingPath('PATIENT', 'https://evil.example/')).toBe('/');
    expect(landingPath('PATIENT', 'javascript:alert(1)')).toBe('/');
    expect(landingPath('HOSPITAL', '/hospital/../admin')).toBe('/hospital');
  });

  it('sends an unknown or missing role to /login', () => {
    expect(landingPath(undefined, '/hospital')).toBe('/login');
    expect(landingPath('SUPERUSER', '/admin')).toBe('/login');
  });
});

describe('redirects', () => {
  it('builds /login?redirect=<path> for a refused page', () => {
    expect(loginPathFor('/admin/vendors?page=2')).toBe('/login?redirect=%2Fadmin%2Fvendors%3Fpage%3D2');
    expect(redirectParamOf('?redirect=%2Fadmin%2Fvendors%3Fpage%3D2')).toBe('/admin/vendors?page=2');
    expect(loginPathFor('/login?redirect=%2Fadmin')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(redirectParamOf('')).toBeNull();
    expect(redirectParamOf('?redirect=')).toBeNull();
  });

  it('accepts only absolute paths of this origin', () => {
    expect(safeInternalPath('/nurse/schedule?d=1#x')).toBe('/nurse/schedule?d=1#x');
    expect(safeInternalPath('/a/./b/../c')).toBe('/a/c');
    for (const bad of [null, undefined, '', 'nurse', '//x.ae', '/\\x.ae', 'http://x.ae/nurse', 'javascript:x']) {
      expect(safeInternalPath(bad)).toBeNull();
    }
  });

  it('knows the guest-only pages', () => {
    for (const path of [
      '/login',
      '/login?redirect=%2F',
      '/select-registeration-type',
      '/register-patient',
      '/register-hospital',
      '/forget-password',
      '/reset-password/t0k3n',
    ]) {
      expect(isGuestOnlyPath(path)).toBe(true);
    }
    for (const path of ['/', '/loginx', '/verify-email/t0k3n', '/hospital']) expect(isGuestOnlyPath(path)).toBe(false);
  });
});
