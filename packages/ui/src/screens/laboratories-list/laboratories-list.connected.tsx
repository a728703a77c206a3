import { useDeleteLaboratory, useLaboratoriesPage } from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteWithToast, useStaffList } from '../staff/use-staff-list';
import { AddLaboratoryDialog } from '../staff-forms/person-form-dialog.connected';
import { LaboratoriesListView } from './laboratories-list';

export interface LaboratoriesListScreenProps {
  /** The top bar's submitted search text; empty shows the full list. */
  search?: string;
  /** Opens the detail (the app knows the route). */
  onOpen?: (id: string) => void;
  /** No add button and no Delete (read-only lists). */
  readOnly?: boolean;
}

/** The laboratory list on the API: pages, search results, ADD Laboratory and Delete with their toasts. */
export function LaboratoriesListScreen({ search = '', onOpen, readOnly = false }: LaboratoriesListScreenProps) {
  const { t } = useTranslation('staff');
  const { items, listProps } = useStaffList(search, useLaboratoriesPage);
  const remove = useDeleteLaboratory();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <LaboratoriesListView
        {...listProps}
        laboratories={items}
        onOpen={onOpen}
        onAdd={
          readOnly
            ? undefined
            : () => {
                setAdding(true);
              }
        }
        onDelete={readOnly ? undefined : deleteWithToast(remove.mutateAsync, t('laboratoryDeleted'))}
      />
      {!readOnly && <AddLaboratoryDialog open={adding} onOpenChange={setAdding} />}
    </>
  );
}
