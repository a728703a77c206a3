import {
  useAdminPackageCategories,
  useCreatePackageCategory,
  useUpdatePackageCategory,
  useDeletePackageCategory,
} from '@aafiya/api-client';
import { useState } from 'react';
import { dialogKeyOf } from '../../hospital/services/use-card-list-screen';
import { CatalogueDialog } from './catalogue-dialog.connected';
import { useCatalogueTexts } from './catalogue-kind';
import { PackageCategoriesView } from './package-categories';
import { clientPage, useCatalogueScreen } from './use-catalogue-screen';

/** /admin/package-categories on the API: every package category (paged here), add and update as multipart with the image (required on both) and its upload progress, delete; the 002 §8 toasts or the server's message. */
export function AdminPackageCategoriesScreen() {
  const [page, setPage] = useState(0);
  const { deleted } = useCatalogueTexts('packageCategory');
  const remove = useDeletePackageCategory();
  const { listProps, dialog } = useCatalogueScreen(clientPage(useAdminPackageCategories(), page), page, setPage, {
    remove: remove.mutateAsync,
    deletedText: deleted,
  });
  const create = useCreatePackageCategory();
  const update = useUpdatePackageCategory();
  return (
    <>
      <PackageCategoriesView {...listProps} />
      <CatalogueDialog
        key={dialogKeyOf(dialog.target)}
        kind="packageCategory"
        {...dialog}
        create={create}
        update={update}
      />
    </>
  );
}
