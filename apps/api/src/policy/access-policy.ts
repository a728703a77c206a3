import type { Claims } from '../auth/tokens';
import type { OperationSpec } from '../contract/contract';
import type { Db } from '../db/database';
import { forbidden, notFound, unauthorized } from '../http/http-error';
import { ownersOf } from './resources';

/**
 * The access policy, enforced for every request before its handler.
 *
 * The table is the contract itself: each operation's `x-roles` (who may call
 * it; GUEST = anyone) and `x-scope` (per role: any, any-redacted, self,
 * own-hospital, own-patient-or-family, assigned). Ownership is checked here
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

  const scope = operation.scope[user.role] ?? 'any';
  if (scope === 'any' || scope === 'any-redacted') return;

  const resource = operation.resource;
  if (!resource) {
    if (operation.path.includes('{')) throw forbidden();
    return; // a list or create call: its handler narrows it to the caller's own data
  }
  if (resource.record === 'none') return;
  const id = params[resource.param];
  if (!id) throw forbidden();
  const owners = await ownersOf(db, resource.record, id);
  if (!owners) throw notFound();

  const isOwn = owners.userIds.includes(user.sub) || owners.referenceIds.includes(user.referenceId);
  const allowed =
    scope === 'self' || scope === 'assigned' || scope === 'own-patient-or-family'
      ? isOwn
      : scope === 'own-hospital'
        ? isOwn || (user.hospitalId !== null && owners.hospitalIds.includes(user.hospitalId))
        : false;
  if (!allowed) throw forbidden();
}
