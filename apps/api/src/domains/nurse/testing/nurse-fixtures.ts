// For the nurse area's tests: another nurse of a hospital, signed in, and a
// nurse report's body.
import type { Claims } from '../../../auth/tokens';
import { providers, users } from '../../../db/schema';
import { newId } from '../../../ids';
import type { Tenant } from '../../../../test/tenants';
import type { TestServer } from '../../doctor/testing/paper-fixtures';

/** Another nurse of the tenant's hospital, signed in: not the tenant's nurse. */
export async function addNurse(server: TestServer, t: Tenant, tag: string): Promise<{ id: string; token: string }> {
  const db = server.services.database.db;
  const id = newId();
  const userId = newId();
  const claims: Claims = { sub: userId, role: 'NURSE', referenceId: id, hospitalId: t.hospitalId };
  await db.insert(users).values({
    id: userId,
    email: `second-nurse-${tag}@demo.test`,
    passwordHash: 'not used',
    role: 'NURSE',
    firstName: 'Second',
    lastName: tag,
    referenceId: id,
    hospitalId: t.hospitalId,
    emailVerified: true,
  });
  await db.insert(providers).values({
    id,
    kind: 'NURSE',
    nurseType: 'Nurse',
    hospitalId: t.hospitalId,
    userId,
    firstName: 'Mariam',
    lastName: tag,
    email: `rn-second-${tag}@demo.test`,
  });
  return { id, token: await server.services.tokens.sign(claims) };
}

/** A valid nurse report of `appointmentId` for the tenant's patient (001 §5), with `extra` fields over it. */
export const nurseReportBody = (t: Tenant, appointmentId: string, extra: Record<string, unknown> = {}) => ({
  height: 1.68,
  weight: 64,
  bp: '118/76',
  bt: 37.2,
  complain: 'Dry cough for three days.',
  heartRate: 80,
  glucose: 102,
  appointmentId,
  patientId: t.patientId,
  ...extra,
});
