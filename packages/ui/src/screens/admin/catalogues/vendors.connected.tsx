import {
  toVendorInput,
  useAdminVendors,
  useCreateVendor,
  useDeleteVendor,
  useUpdateVendor,
  type VendorView,
} from '@aafiya/api-client';
import { useState } from 'react';
import { dialogKeyOf, type EditDialogState, useSaveDialog } from '../../hospital/services/use-card-list-screen';
import { useCatalogueTexts } from './catalogue-kind';
import { clientPage, useCatalogueScreen } from './use-catalogue-screen';
import { VendorFormDialog } from './vendor-form-dialog';
import { VendorsView } from './vendors';

/** The vendor modal on the API: create (the server makes the account and mails a set-password link) or update. */
function VendorDialog(state: EditDialogState<VendorView>) {
  const texts = useCatalogueTexts('vendor');
  const save = useSaveDialog(state, useCreateVendor(), useUpdateVendor(), texts);
  const { target } = state;
  return (
    <VendorFormDialog {...save} defaultValues={target.mode === 'edit' ? toVendorInput(target.record) : undefined} />
  );
}

/**
 * /admin/vendors on the API: every vendor (paged here), add, update and
 * delete; the 002 §8 toasts ("Vendor created successfully", "Vendor update
 * successfully", "Vendor deleted successfully") or the server's message.
 */
export function AdminVendorsScreen() {
  const [page, setPage] = useState(0);
  const { deleted } = useCatalogueTexts('vendor');
  const remove = useDeleteVendor();
  const { listProps, dialog } = useCatalogueScreen(clientPage(useAdminVendors(), page), page, setPage, {
    remove: remove.mutateAsync,
    deletedText: deleted,
  });
  return (
    <>
      <VendorsView {...listProps} />
      <VendorDialog key={dialogKeyOf(dialog.target)} {...dialog} />
    </>
  );
}
