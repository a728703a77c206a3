import type { Claims } from '../auth/tokens';
import type { OperationSpec, RecordKind } from '../contract/contract';
import type { Db } from '../db/database';
import { forbidden, notFound, unauthorized } from '../http/http-error';
import { ownersOf } from './resources';

/**
 * The access policy, enforced for every request before its handler.
 *
 * The table is the contract itself: each operation's `x-roles` (who may call
 * it; GUEST = anyone) and `x-scope` (per role: any, any-redacted, self,
 * own-hospital, own-hospital-doctors-or-self, own-patient-or-family, assigned).
 * Ownership is checked here
 * against the record the path names, which the contract declares in
 * `x-resource` (owners are loaded by resources.ts); list and create operations
 * name no record and are narrowed to the caller's own data by their handler. A
 * path parameter without `x-resource` is refused to every scoped role (secure
 * default); `record: none` marks one that names no record (a search text).
 */
export async function enforcePolicy(
  db: Db,
  operation: OperationSpec,
  user: Claims | undefined,
  params: Record<string, string>,
): Promise<void> {
  if (operation.isPublic) return;
  if (!user) throw unauthorized('Please sign in to continue');
  if (!operation.roles.includes(user.role)) throw forbidden();

  const scope = scopeOf(operation, user);
  if (scope === undefined) return;

  const resource = operation.resource;
  if (!resource) {
    if (operation.path.includes('{')) throw forbidden();
    return; // a list or create call: its handler narrows it to the caller's own data
  }
  if (resource.in === 'body') return; // checked by enforceBodyPolicy once the body is read and valid
  if (resource.record === 'none') return;
  const id = params[resource.param];
  if (!id) throw forbidden();
  await checkOwnership(db, resource.record, id, user, scope);
}

/**
 * The second half of the policy, for operations whose record is named in the
 * body (`x-resource: { in: body }`, a slot's doctor or nurse): runs after the
 * body has passed the contract's validation, before the handler.
 */
export async function enforceBodyPolicy(
  db: Db,
  operation: OperationSpec,
  user: Claims | undefined,
  body: unknown,
): Promise<void> {
  const resource = operation.resource;
  if (resource?.in !== 'body' || operation.isPublic || !user) return;
  const scope = scopeOf(operation, user);
  if (scope === undefined) return;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const id = resource.fields.map((field) => fields[field]).find((value) => typeof value === 'string');
  if (typeof id !== 'string') throw forbidden();
  await checkOwnership(db, resource.record, id, user, scope);
}

/** The caller's ownership scope; undefined when it needs no record (any, any-redacted). */
function scopeOf(operation: OperationSpec, user: Claims): string | undefined {
  const scope = operation.scope[user.role] ?? 'any';
  return scope === 'any' || scope === 'any-redacted' ? undefined : scope;
}

async function checkOwnership(
  db: Db,
  record: Exclude<RecordKind, 'none'>,
  id: string,
  user: Claims,
  scope: string,
): Promise<void> {
  const owners = await ownersOf(db, record, id);
  if (!owners) throw notFound();

  const isOwn = owners.userIds.includes(user.sub) || owners.referenceIds.includes(user.referenceId);
  const ownHospital = user.hospitalId !== null && owners.hospitalIds.includes(user.hospitalId);
  const allowed =
    scope === 'self' || scope === 'assigned' || scope === 'own-patient-or-family'
      ? isOwn
      : scope === 'own-hospital'
        ? isOwn || ownHospital
        : scope === 'own-hospital-doctors-or-self'
          ? isOwn || (ownHospital && owners.providerKind === 'DOCTOR')
          : false;
  if (!allowed) throw forbidden();
}
