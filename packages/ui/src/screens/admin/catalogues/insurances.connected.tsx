import { useAdminInsurances, useCreateInsurance, useUpdateInsurance, useDeleteInsurance } from '@aafiya/api-client';
import { useState } from 'react';
import { dialogKeyOf } from '../../hospital/services/use-card-list-screen';
import { CatalogueDialog } from './catalogue-dialog.connected';
import { useCatalogueTexts } from './catalogue-kind';
import { InsurancesView } from './insurances';
import { clientPage, useCatalogueScreen } from './use-catalogue-screen';

/** /admin/insurances on the API: every insurance (paged here), add and update as multipart with the logo and its upload progress, delete; the 002 §8 toasts or the server's message. */
export function AdminInsurancesScreen() {
  const [page, setPage] = useState(0);
  const { deleted } = useCatalogueTexts('insurance');
  const remove = useDeleteInsurance();
  const { listProps, dialog } = useCatalogueScreen(clientPage(useAdminInsurances(), page), page, setPage, {
    remove: remove.mutateAsync,
    deletedText: deleted,
  });
  const create = useCreateInsurance();
  const update = useUpdateInsurance();
  return (
    <>
      <InsurancesView {...listProps} />
      <CatalogueDialog key={dialogKeyOf(dialog.target)} kind="insurance" {...dialog} create={create} update={update} />
    </>
  );
}
