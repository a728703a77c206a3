import { receptionists } from '../../../db/schema';
import type { HandlerGroup } from '../../../http/types';
import { personStaffHandlers } from './person-staff';

const desk = personStaffHandlers({
  table: receptionists,
  role: 'RECEPTIONIST',
  listKey: 'receptionists',
  noun: 'Receptionist',
});

/** A hospital's receptionists. */
export const receptionistHandlers = {
  listReceptionists: desk.list,
  searchReceptionists: desk.search,
  createReceptionist: desk.create,
  getReceptionist: desk.get,
  updateReceptionist: desk.update,
  deleteReceptionist: desk.remove,
  uploadReceptionistProfilePicture: desk.uploadPicture,
  deleteReceptionistProfilePicture: desk.deletePicture,
} satisfies HandlerGroup;
