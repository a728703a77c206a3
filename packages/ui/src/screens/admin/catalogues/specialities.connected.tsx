import {
  useAdminSpecialities,
  useCreateSpeciality,
  useUpdateSpeciality,
  useDeleteSpeciality,
} from '@aafiya/api-client';
import { useState } from 'react';
import { dialogKeyOf } from '../../hospital/services/use-card-list-screen';
import { CatalogueDialog } from './catalogue-dialog.connected';
import { useCatalogueTexts } from './catalogue-kind';
import { SpecialitiesView } from './specialities';
import { serverPage, useCatalogueScreen } from './use-catalogue-screen';

/** /admin/specialities on the API: `GET /specialities?page=` (the API pages it), add and update as multipart with the logo and its upload progress, delete; the 002 §8 toasts or the server's message. */
export function AdminSpecialitiesScreen() {
  const [page, setPage] = useState(0);
  const { deleted } = useCatalogueTexts('speciality');
  const remove = useDeleteSpeciality();
  const { listProps, dialog } = useCatalogueScreen(serverPage(useAdminSpecialities(page)), page, setPage, {
    remove: remove.mutateAsync,
    deletedText: deleted,
  });
  const create = useCreateSpeciality();
  const update = useUpdateSpeciality();
  return (
    <>
      <SpecialitiesView {...listProps} />
      <CatalogueDialog key={dialogKeyOf(dialog.target)} kind="speciality" {...dialog} create={create} update={update} />
    </>
  );
}
