import { type StaffListParams, useDeleteDoctor, useDoctorsPage } from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n';
import { deleteWithToast, useStaffList } from '../staff/use-staff-list';
import { AddDoctorDialog } from '../staff-forms/doctor-form-dialog.connected';
import { DoctorsListView } from './doctors-list';

/** Specialities are named in the reader's language. */
function useLocalizedDoctorsPage(params: StaffListParams) {
  return useDoctorsPage(params, useLocale().locale);
}

export interface DoctorsListScreenProps {
  /** The top bar's submitted search text; empty shows the full list. */
  search?: string;
  /** Opens a doctor's detail (the app knows the route, e.g. /hospital/doctor-info/{id}). */
  onOpen?: (id: string) => void;
  /** No ADD DOCTOR and no Delete (e.g. the receptionist's read-only list). */
  readOnly?: boolean;
}

/** The doctors list on the API: pages, search results, ADD DOCTOR and Delete with their toasts. */
export function DoctorsListScreen({ search = '', onOpen, readOnly = false }: DoctorsListScreenProps) {
  const { t } = useTranslation('staff');
  const { items, listProps } = useStaffList(search, useLocalizedDoctorsPage);
  const remove = useDeleteDoctor();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <DoctorsListView
        {...listProps}
        doctors={items}
        onOpen={onOpen}
        onAdd={
          readOnly
            ? undefined
            : () => {
                setAdding(true);
              }
        }
        onDelete={readOnly ? undefined : deleteWithToast(remove.mutateAsync, t('doctorDeleted'))}
      />
      {!readOnly && <AddDoctorDialog open={adding} onOpenChange={setAdding} />}
    </>
  );
}
