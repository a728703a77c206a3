import {
  type HospitalServiceView,
  type ServiceStaffOptions,
  toServiceInput,
  useApi,
  useCreateHospitalService,
  useDeleteHospitalService,
  useHospitalServices,
  useServiceStaffOptions,
  useUpdateHospitalService,
} from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { HospitalServicesView } from './hospital-services';
import { ServiceFormDialog } from './service-form-dialog';
import { toServiceFormFields } from './service-form.schema';
import { dialogKeyOf, type EditDialogState, useCardListScreen, useSaveDialog } from './use-card-list-screen';

const noStaff: ServiceStaffOptions = { doctors: [], nurses: [], technicians: [] };

/** The service modal on the API: create or update, toasts, the list refreshed; the hospital's staff to choose from. */
function ServiceDialog(state: EditDialogState<HospitalServiceView>) {
  const { t } = useTranslation('servicesOffers');
  const save = useSaveDialog(state, useCreateHospitalService(), useUpdateHospitalService(), {
    created: t('serviceCreated'),
    updated: t('serviceUpdated'),
  });
  const staff = useServiceStaffOptions(state.open);
  const { target } = state;
  return (
    <ServiceFormDialog
      {...save}
      defaultValues={target.mode === 'edit' ? toServiceFormFields(toServiceInput(target.record)) : undefined}
      staff={staff.data ?? noStaff}
      staffError={staff.isError}
    />
  );
}

export interface HospitalServicesScreenProps {
  /** No add, Update or Delete (read-only views of the hospital's services). */
  readOnly?: boolean;
}

/**
 * The signed-in hospital's services on the API (its id is the session's
 * referenceId): the list, "+ ADD SERVICE", Update and Delete with their toasts.
 */
export function HospitalServicesScreen({ readOnly = false }: HospitalServicesScreenProps) {
  const { t } = useTranslation('servicesOffers');
  const hospitalId = useApi().session.getReferenceId();
  const remove = useDeleteHospitalService();
  const { listProps, items, dialog } = useCardListScreen(useHospitalServices(hospitalId), {
    ownerId: hospitalId,
    remove: remove.mutateAsync,
    deletedText: t('serviceDeleted'),
    readOnly,
  });
  return (
    <>
      <HospitalServicesView {...listProps} services={items} />
      {!readOnly && <ServiceDialog key={dialogKeyOf(dialog.target)} {...dialog} />}
    </>
  );
}
