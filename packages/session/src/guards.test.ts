import { describe, expect, it } from 'vitest';
import { guestOnlyDecision, roleGuardDecision } from './guards';

const guest = { token: null, role: null };
const hospital = { token: 'jwt', role: 'HOSPITAL' as const };
const patient = { token: 'jwt', role: 'PATIENT' as const };

describe('roleGuardDecision', () => {
  it('lets the area’s role in', () => {
    expect(roleGuardDecision(hospital, 'HOSPITAL', '/hospital/doctors')).toEqual({ allow: true });
    expect(roleGuardDecision(patient, ['PATIENT'], '/profile')).toEqual({ allow: true });
  });

  it('sends a guest to /login with the requested path', () => {
    expect(roleGuardDecision(guest, 'HOSPITAL', '/hospital/doctors?page=1')).toEqual({
      allow: false,
      redirectTo: '/login?redirect=%2Fhospital%2Fdoctors%3Fpage%3D1',
    });
  });

  it('sends another role to /login too (a mismatch redirects to /login)', () => {
    expect(roleGuardDecision(hospital, 'ADMIN', '/admin')).toEqual({
      allow: false,
      redirectTo: '/login?redirect=%2Fadmin',
    });
  });

  it('counts a stored role only with a token that has not expired', () => {
    const expired = `h.${Buffer.from(JSON.stringify({ exp: 1 })).toString('base64url')}.s`;
    expect(roleGuardDecision({ token: expired, role: 'HOSPITAL' }, 'HOSPITAL', '/hospital')).toEqual({
      allow: false,
      redirectTo: '/login?redirect=%2Fhospital',
    });
    expect(guestOnlyDecision({ token: expired, role: 'HOSPITAL' }, null)).toEqual({ allow: true });
    expect(roleGuardDecision({ token: null, role: 'HOSPITAL' }, 'HOSPITAL', '/hospital')).toEqual({
      allow: false,
      redirectTo: '/login?redirect=%2Fhospital',
    });
  });
});

describe('guestOnlyDecision', () => {
  it('shows the page to a guest', () => {
    expect(guestOnlyDecision(guest, null)).toEqual({ allow: true });
    expect(guestOnlyDecision(guest, '/hospital')).toEqual({ allow: true });
  });

  it('sends a signed-in user home, or to the requested page of their own area', () => {
    expect(guestOnlyDecision(hospital, null)).toEqual({ allow: false, redirectTo: '/hospital' });
    expect(guestOnlyDecision(hospital, '/hospital/offers')).toEqual({ allow: false, redirectTo: '/hospital/offers' });
    expect(guestOnlyDecision(patient, null)).toEqual({ allow: false, redirectTo: '/' });
    expect(guestOnlyDecision(patient, '/login')).toEqual({ allow: false, redirectTo: '/' });
  });

  it('keeps the form when a guard refused this user (a hospital user who opened /admin)', () => {
    expect(guestOnlyDecision(hospital, '/admin')).toEqual({ allow: true });
    expect(guestOnlyDecision(hospital, '/profile')).toEqual({ allow: true });
    expect(guestOnlyDecision(patient, '/doctors/appointment')).toEqual({ allow: true });
  });

  it('ignores a redirect that is not a path of this origin', () => {
    expect(guestOnlyDecision(hospital, 'https://evil.example/admin')).toEqual({
      allow: false,
      redirectTo: '/hospital',
    });
  });
});
