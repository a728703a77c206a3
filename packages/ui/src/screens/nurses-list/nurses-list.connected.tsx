import { useDeleteNurse, useNursesPage } from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteWithToast, useStaffList } from '../staff/use-staff-list';
import { AddNurseDialog } from '../staff-forms/nurse-form-dialog.connected';
import { NursesListView } from './nurses-list';

export interface NursesListScreenProps {
  /** The top bar's submitted search text; empty shows the full list. */
  search?: string;
  /** Opens the detail (the app knows the route). */
  onOpen?: (id: string) => void;
  /** No add button and no Delete (read-only lists). */
  readOnly?: boolean;
}

/** The nurse/technician list on the API: pages, search results, + ADD NURSE/TECHNICIAN and Delete with their toasts. */
export function NursesListScreen({ search = '', onOpen, readOnly = false }: NursesListScreenProps) {
  const { t } = useTranslation('staff');
  const { items, listProps } = useStaffList(search, useNursesPage);
  const remove = useDeleteNurse();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <NursesListView
        {...listProps}
        nurses={items}
        onOpen={onOpen}
        onAdd={
          readOnly
            ? undefined
            : () => {
                setAdding(true);
              }
        }
        onDelete={readOnly ? undefined : deleteWithToast(remove.mutateAsync, t('nurseDeleted'))}
      />
      {!readOnly && <AddNurseDialog open={adding} onOpenChange={setAdding} />}
    </>
  );
}
