import { useAdminAddons, useCreateAddon, useUpdateAddon, useDeleteAddon } from '@aafiya/api-client';
import { useState } from 'react';
import { dialogKeyOf } from '../../hospital/services/use-card-list-screen';
import { CatalogueDialog } from './catalogue-dialog.connected';
import { useCatalogueTexts } from './catalogue-kind';
import { AddonsView } from './addons';
import { clientPage, useCatalogueScreen } from './use-catalogue-screen';

/** /admin/addons on the API: every addon (paged here), add, update and delete; the 002 §8 toasts or the server's message. */
export function AdminAddonsScreen() {
  const [page, setPage] = useState(0);
  const { deleted } = useCatalogueTexts('addon');
  const remove = useDeleteAddon();
  const { listProps, dialog } = useCatalogueScreen(clientPage(useAdminAddons(), page), page, setPage, {
    remove: remove.mutateAsync,
    deletedText: deleted,
  });
  const create = useCreateAddon();
  const update = useUpdateAddon();
  return (
    <>
      <AddonsView {...listProps} />
      <CatalogueDialog key={dialogKeyOf(dialog.target)} kind="addon" {...dialog} create={create} update={update} />
    </>
  );
}
