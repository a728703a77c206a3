import { useAdminCategories, useCreateCategory, useUpdateCategory, useDeleteCategory } from '@aafiya/api-client';
import { useState } from 'react';
import { dialogKeyOf } from '../../hospital/services/use-card-list-screen';
import { CatalogueDialog } from './catalogue-dialog.connected';
import { useCatalogueTexts } from './catalogue-kind';
import { CategoriesView } from './categories';
import { clientPage, useCatalogueScreen } from './use-catalogue-screen';

/** /admin/categories on the API: every category (paged here), add, update and delete; the 002 §8 toasts or the server's message. */
export function AdminCategoriesScreen() {
  const [page, setPage] = useState(0);
  const { deleted } = useCatalogueTexts('category');
  const remove = useDeleteCategory();
  const { listProps, dialog } = useCatalogueScreen(clientPage(useAdminCategories(), page), page, setPage, {
    remove: remove.mutateAsync,
    deletedText: deleted,
  });
  const create = useCreateCategory();
  const update = useUpdateCategory();
  return (
    <>
      <CategoriesView {...listProps} />
      <CatalogueDialog key={dialogKeyOf(dialog.target)} kind="category" {...dialog} create={create} update={update} />
    </>
  );
}
