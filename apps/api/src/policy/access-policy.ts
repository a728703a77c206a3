import type { Claims } from '../auth/tokens';
import type { OperationSpec } from '../contract/contract';
import type { Db } from '../db/database';
import { forbidden, notFound, unauthorized } from '../http/http-error';
import { operationResources, operationsNamingNoRecord, ownersOf } from './resources';

/**
 * The access policy, enforced for every request before its handler.
 *
 * The table is the contract itself: each operation's `x-roles` (who may call
 * it; GUEST = anyone) and `x-scope` (per role: any, any-redacted, self,
 * own-hospital, own-patient-or-family, assigned). Ownership is checked here
 * against the record the path names (see resources.ts); list operations
 * without such a record are narrowed to the caller's own data by their handler.
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

  const resource = operationResources[operation.operationId];
  if (!resource) {
    const namesRecord = operation.path.includes('{') && !operationsNamingNoRecord.has(operation.operationId);
    if (namesRecord) throw forbidden();
    return; // a list or create call: its handler narrows it to the caller's own data
  }
  const id = params[resource.param];
  if (!id) throw forbidden();
  const owners = await ownersOf(db, resource.kind, id);
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
