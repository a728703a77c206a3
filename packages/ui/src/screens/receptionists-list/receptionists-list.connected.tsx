import { useDeleteReceptionist, useReceptionistsPage } from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteWithToast, useStaffList } from '../staff/use-staff-list';
import { AddReceptionistDialog } from '../staff-forms/person-form-dialog.connected';
import { ReceptionistsListView } from './receptionists-list';

export interface ReceptionistsListScreenProps {
  /** The top bar's submitted search text; empty shows the full list. */
  search?: string;
  /** Opens the detail (the app knows the route). */
  onOpen?: (id: string) => void;
  /** No add button and no Delete (read-only lists). */
  readOnly?: boolean;
}

/** The receptionists list on the API: pages, search results, + ADD RECEPTIONIST and Delete with their toasts. */
export function ReceptionistsListScreen({ search = '', onOpen, readOnly = false }: ReceptionistsListScreenProps) {
  const { t } = useTranslation('staff');
  const { items, listProps } = useStaffList(search, useReceptionistsPage);
  const remove = useDeleteReceptionist();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ReceptionistsListView
        {...listProps}
        receptionists={items}
        onOpen={onOpen}
        onAdd={
          readOnly
            ? undefined
            : () => {
                setAdding(true);
              }
        }
        onDelete={readOnly ? undefined : deleteWithToast(remove.mutateAsync, t('receptionistDeleted'))}
      />
      {!readOnly && <AddReceptionistDialog open={adding} onOpenChange={setAdding} />}
    </>
  );
}
