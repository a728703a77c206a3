import { eq } from 'drizzle-orm';
import { endSessions } from '../../../auth/sessions';
import { laboratories, users } from '../../../db/schema';
import type { HandlerGroup } from '../../../http/types';
import { isSelf } from './accounts';
import { personStaffHandlers } from './person-staff';

const lab = personStaffHandlers({ table: laboratories, role: 'LABORTORY', listKey: 'labs', noun: 'Laboratory' });

/** A hospital's laboratories (the contract's path keeps the specification's spelling, /labortories). */
export const laboratoryHandlers = {
  listLaboratories: lab.list,
  searchLaboratories: lab.search,
  createLaboratory: lab.create,
  getLaboratory: lab.get,
  /**
   * The hospital's EDIT form or the laboratory's own account form (the policy
   * lets a laboratory change only itself). A new password ends the account's
   * sessions (syncAccount); so does the laboratory's new e-mail: 001 §4 signs
   * the laboratory out after its profile update, and it signs in again with
   * the new address, so no token signed before stays usable.
   */
  async updateLaboratory(request, services) {
    const { user, params } = request;
    const self = isSelf(user, 'LABORTORY', params.id) && user !== undefined;
    const [before] = self
      ? await services.database.db
          .select({ email: laboratories.email })
          .from(laboratories)
          .where(eq(laboratories.id, params.id))
      : [];
    const answer = await lab.update(request, services);
    if (self && before && answer.json.data.email !== before.email) {
      await services.database.db.update(users).set(endSessions()).where(eq(users.id, user.sub));
    }
    return answer;
  },
  deleteLaboratory: lab.remove,
  uploadLaboratoryProfilePicture: lab.uploadPicture,
  deleteLaboratoryProfilePicture: lab.deletePicture,
} satisfies HandlerGroup;
