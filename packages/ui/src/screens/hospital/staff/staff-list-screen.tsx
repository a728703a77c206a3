import type { StaffListParams, StaffPage } from '@aafiya/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type staffEn from '../../../i18n/messages/staff.en';
import type { StaffDialogControl } from '../staff-forms/staff-form-dialog';
import type { StaffListProps } from './staff-directory';
import { deleteWithToast, useStaffList } from './use-staff-list';

export interface StaffListScreenProps {
  /** The top bar's submitted search text; empty shows the full list. */
  search?: string;
  /** Opens a member's detail (the app knows the route, e.g. /hospital/doctor-info/{id}). */
  onOpen?: (id: string) => void;
  /** No add button and no Delete (e.g. the receptionist's read-only doctors list). */
  readOnly?: boolean;
}

/** What makes a connected staff list the doctors', nurses', laboratories' or receptionists'. */
export interface StaffListScreenConfig<T> {
  /** The page query (`useDoctorsPage`, …): one page of the list, or of the search results. */
  usePage: (params: StaffListParams) => UseQueryResult<StaffPage<T>>;
  /** The delete mutation (`useDeleteDoctor`, …). */
  useDelete: () => { mutateAsync: (id: string) => Promise<unknown> };
  /** The success toast of a delete (a text of the `staff` namespace). */
  deletedText: keyof typeof staffEn;
  /** The list's view (its texts and cards) with these items and props. */
  renderView: (items: T[], props: StaffListProps) => ReactNode;
  /** The add modal (ADD DOCTOR, …), on the API. */
  AddDialog: ComponentType<StaffDialogControl>;
}

/**
 * A staff list on the API (000 §2.5): pages and search results from the page
 * query, the add button opening the add modal, and Delete with its toasts;
 * `readOnly` leaves out both. The four lists are configurations of it.
 */
export function createStaffListScreen<T>(config: StaffListScreenConfig<T>) {
  const { usePage, useDelete, deletedText, renderView, AddDialog } = config;
  return function StaffListScreen({ search = '', onOpen, readOnly = false }: StaffListScreenProps) {
    const { t } = useTranslation('staff');
    const { items, listProps } = useStaffList(search, usePage);
    const remove = useDelete();
    const [adding, setAdding] = useState(false);
    return (
      <>
        {renderView(items, {
          ...listProps,
          onOpen,
          onAdd: readOnly
            ? undefined
            : () => {
                setAdding(true);
              },
          onDelete: readOnly ? undefined : deleteWithToast(remove.mutateAsync, t(deletedText)),
        })}
        {!readOnly && <AddDialog open={adding} onOpenChange={setAdding} />}
      </>
    );
  };
}
