import { laboratories } from '../../../db/schema';
import type { HandlerGroup } from '../../../http/types';
import { personStaffHandlers } from './person-staff';

const lab = personStaffHandlers({ table: laboratories, role: 'LABORTORY', listKey: 'labs', noun: 'Laboratory' });

/** A hospital's laboratories (the contract's path keeps the specification's spelling, /labortories). */
export const laboratoryHandlers = {
  listLaboratories: lab.list,
  searchLaboratories: lab.search,
  createLaboratory: lab.create,
  getLaboratory: lab.get,
  updateLaboratory: lab.update,
  deleteLaboratory: lab.remove,
  uploadLaboratoryProfilePicture: lab.uploadPicture,
  deleteLaboratoryProfilePicture: lab.deletePicture,
} satisfies HandlerGroup;
