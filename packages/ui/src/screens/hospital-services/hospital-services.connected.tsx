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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteWithToast, serverMessageOf } from '../staff/use-staff-list';
import { saveCallbacks, useStaffDialog } from '../staff-forms/use-staff-dialog';
import { HospitalServicesView } from './hospital-services';
import { ServiceFormDialog } from './service-form-dialog';
import { toServiceFormFields } from './service-form.schema';

/** What the modal is open for: a new service, or one to update. */
type ServiceTarget = { mode: 'add' } | { mode: 'edit'; service: HospitalServiceView };

const noStaff: ServiceStaffOptions = { doctors: [], nurses: [], technicians: [] };

interface ServiceDialogProps {
  target: ServiceTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The service modal on the API: create or update, toasts, the list refreshed; the hospital's staff to choose from. */
function ServiceDialog({ target, open, onOpenChange }: ServiceDialogProps) {
  const { t } = useTranslation('servicesOffers');
  const create = useCreateHospitalService();
  const update = useUpdateHospitalService();
  const staff = useServiceStaffOptions(open);
  const dialog = useStaffDialog({ open, onOpenChange }, () => {
    create.reset();
    update.reset();
  });
  const mutation = target.mode === 'add' ? create : update;
  return (
    <ServiceFormDialog
      {...dialog.control}
      mode={target.mode}
      defaultValues={target.mode === 'edit' ? toServiceFormFields(toServiceInput(target.service)) : undefined}
      staff={staff.data ?? noStaff}
      staffError={staff.isError}
      pending={mutation.isPending}
      error={mutation.isError ? serverMessageOf(mutation.error) : undefined}
      onSubmit={(input) => {
        if (target.mode === 'add') create.mutate(input, saveCallbacks(t('serviceCreated'), dialog.close));
        else update.mutate({ id: target.service.id, input }, saveCallbacks(t('serviceUpdated'), dialog.close));
      }}
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
  const services = useHospitalServices(hospitalId);
  const remove = useDeleteHospitalService();
  const [target, setTarget] = useState<ServiceTarget>({ mode: 'add' });
  const [open, setOpen] = useState(false);
  const openFor = (next: ServiceTarget) => {
    setTarget(next);
    setOpen(true);
  };
  return (
    <>
      <HospitalServicesView
        status={services.data ? 'ready' : services.isError || !hospitalId ? 'error' : 'loading'}
        services={services.data ?? []}
        refreshing={services.isFetching && !services.isPending}
        onRetry={() => void services.refetch()}
        onAdd={
          readOnly
            ? undefined
            : () => {
                openFor({ mode: 'add' });
              }
        }
        onUpdate={
          readOnly
            ? undefined
            : (service) => {
                openFor({ mode: 'edit', service });
              }
        }
        onDelete={readOnly ? undefined : deleteWithToast(remove.mutateAsync, t('serviceDeleted'))}
      />
      {!readOnly && (
        <ServiceDialog
          key={target.mode === 'edit' ? target.service.id : 'add'}
          target={target}
          open={open}
          onOpenChange={setOpen}
        />
      )}
    </>
  );
}
