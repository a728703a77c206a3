import {
  useDeleteLaboratoryPicture,
  useDeleteNursePicture,
  useDeletePharmacyPicture,
  useDeleteReceptionistPicture,
  useLaboratoryAccount,
  useNurseAccount,
  usePharmacyAccount,
  useReceptionistAccount,
  useUpdateLaboratoryAccount,
  useUpdateNurseAccount,
  useUpdatePharmacyAccount,
  useUpdateReceptionistAccount,
  useUploadLaboratoryPicture,
  useUploadNursePicture,
  useUploadPharmacyPicture,
  useUploadReceptionistPicture,
} from '@aafiya/api-client';
import type { StaffAccountKind } from './staff-account';

/**
 * The account calls of each kind: the record, the update and the picture's
 * upload and removal (`GET`/`PUT /nurse/{id}` and its picture paths, or
 * `/receptionists/{id}`, `/labortories/{id}`, `/pharmacies/{id}` and theirs). A screen keeps one kind for its life, so the
 * hooks it calls never change between renders.
 */
export const staffAccountHooks = {
  nurse: {
    useAccount: useNurseAccount,
    useUpdate: useUpdateNurseAccount,
    useUploadPicture: useUploadNursePicture,
    useDeletePicture: useDeleteNursePicture,
  },
  receptionist: {
    useAccount: useReceptionistAccount,
    useUpdate: useUpdateReceptionistAccount,
    useUploadPicture: useUploadReceptionistPicture,
    useDeletePicture: useDeleteReceptionistPicture,
  },
  laboratory: {
    useAccount: useLaboratoryAccount,
    useUpdate: useUpdateLaboratoryAccount,
    useUploadPicture: useUploadLaboratoryPicture,
    useDeletePicture: useDeleteLaboratoryPicture,
  },
  pharmacy: {
    useAccount: usePharmacyAccount,
    useUpdate: useUpdatePharmacyAccount,
    useUploadPicture: useUploadPharmacyPicture,
    useDeletePicture: useDeletePharmacyPicture,
  },
} satisfies Record<StaffAccountKind, object>;
