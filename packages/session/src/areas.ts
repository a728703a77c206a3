import type { Role } from '@aafiya/api-client';

/** Where each role lands after sign-in: the root of its site (000, section 2.2). */
export const ROLE_HOMES = {
  HOSPITAL: '/hospital',
  RECEPTIONIST: '/receptionist',
  DOCTOR: '/doctors',
  NURSE: '/nurse',
  LABORTORY: '/laboratory',
  PHARMACY: '/pharmacy',
  ADMIN: '/admin',
  VENDOR: '/vendor',
  PATIENT: '/',
} as const satisfies Record<Role, string>;

export const LOGIN_PATH = '/login';

const ROLES = Object.keys(ROLE_HOMES) as Role[];

/** The prefixes of the role sites; every other path belongs to the patient (public) site at `/`. */
const AREA_PREFIXES: readonly string[] = Object.values(ROLE_HOMES).filter((home) => home !== '/');

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The home of a role; any other or missing role goes to /login. */
export function homeOf(role: string | null | undefined): string {
  return isRole(role) ? ROLE_HOMES[role] : LOGIN_PATH;
}

/** The path part of an in-product address: `/doctors/12?tab=1#x` → `/doctors/12`. */
export function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Whether a path lies in the area under `prefix`, matching whole segments:
 * `/doctor/12` is not inside `/doctors`, `/hospitals` not inside `/hospital`.
 * The patient area `/` holds the paths under no other role's prefix.
 */
export function isInsideArea(path: string, prefix: string): boolean {
  const pathname = pathnameOf(path);
  const area = prefix.replace(/\/+$/, '');
  if (area === '') return !AREA_PREFIXES.some((other) => isUnder(pathname, other));
  return isUnder(pathname, area);
}

/** The role whose area a path lies in (PATIENT for the public site). */
export function areaRoleOf(path: string): Role {
  return ROLES.find((role) => role !== 'PATIENT' && isInsideArea(path, ROLE_HOMES[role])) ?? 'PATIENT';
}
