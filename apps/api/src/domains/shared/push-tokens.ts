import { createHash } from 'node:crypto';
import { pushTokens } from '../../db/schema';
import { forbidden } from '../../http/http-error';
import type { Handler, HandlerGroup } from '../../http/types';

/**
 * Stores the caller's browser push token, for when a push service is
 * configured (ARCHITECTURE §4). A token moves to whoever registers it last (a
 * browser shared by two accounts notifies the one signed in). `id`, when
 * sent, must name the caller (his user or referenceId).
 */
const storePushToken: Handler<'updateUserPushToken'> &
  Handler<'updateHospitalPushToken'> &
  Handler<'updatePatientPushToken'> = async ({ body, user }, services) => {
  if (!user) throw forbidden();
  if (typeof body.id === 'string' && body.id !== user.referenceId && body.id !== user.sub) throw forbidden();
  const token = body.token;
  const now = services.now();
  await services.database.db
    .insert(pushTokens)
    .values({ id: createHash('sha256').update(token).digest('hex'), token, userId: user.sub, updatedAt: now })
    .onConflictDoUpdate({ target: pushTokens.id, set: { userId: user.sub, updatedAt: now } });
  return { json: { message: 'Push token saved' } };
};

export const pushTokenHandlers = {
  updateUserPushToken: storePushToken,
  updateHospitalPushToken: storePushToken,
  updatePatientPushToken: storePushToken,
} satisfies HandlerGroup;
