import {
  type OfferView,
  toOfferInput,
  useApi,
  useCreateOffer,
  useDeleteOffer,
  useHospitalOffers,
  usePackageCategoryOptions,
  useUpdateOffer,
} from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n';
import { deleteWithToast, serverMessageOf } from '../staff/use-staff-list';
import { saveCallbacks, useStaffDialog } from '../staff-forms/use-staff-dialog';
import { HospitalOffersView } from './hospital-offers';
import { OfferFormDialog } from './offer-form-dialog';
import { toOfferFormFields } from './offer-form.schema';

/** What the modal is open for: a new offer, or one to update. */
type OfferTarget = { mode: 'add' } | { mode: 'edit'; offer: OfferView };

interface OfferDialogProps {
  hospitalId: string | null;
  target: OfferTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The offer modal on the API: create or update, toasts, the list refreshed.
 * The specification says package save errors are swallowed silently; a person
 * would expect to learn why nothing happened, so the server's message shows in
 * the modal (which stays open) and as a toast, as for every other save.
 */
function OfferDialog({ hospitalId, target, open, onOpenChange }: OfferDialogProps) {
  const { t } = useTranslation('servicesOffers');
  const { locale } = useLocale();
  const create = useCreateOffer(hospitalId);
  const update = useUpdateOffer(hospitalId);
  const categories = usePackageCategoryOptions(locale, open);
  const dialog = useStaffDialog({ open, onOpenChange }, () => {
    create.reset();
    update.reset();
  });
  const mutation = target.mode === 'add' ? create : update;
  return (
    <OfferFormDialog
      {...dialog.control}
      mode={target.mode}
      defaultValues={target.mode === 'edit' ? toOfferFormFields(toOfferInput(target.offer)) : undefined}
      categories={(categories.data ?? []).map(({ value, label }) => ({ id: value, label }))}
      categoriesError={categories.isError}
      pending={mutation.isPending}
      error={mutation.isError ? serverMessageOf(mutation.error) : undefined}
      onSubmit={(input) => {
        if (target.mode === 'add') create.mutate(input, saveCallbacks(t('offerCreated'), dialog.close));
        else update.mutate({ id: target.offer.id, input }, saveCallbacks(t('offerUpdated'), dialog.close));
      }}
    />
  );
}

export interface HospitalOffersScreenProps {
  /** No add, Update or Delete (the receptionist's read-only offers). */
  readOnly?: boolean;
}

/**
 * The signed-in hospital's offers on the API (its id is the session's
 * referenceId): the list, "+ ADD OFFER", Update and Delete with their toasts.
 */
export function HospitalOffersScreen({ readOnly = false }: HospitalOffersScreenProps) {
  const { t } = useTranslation('servicesOffers');
  const { locale } = useLocale();
  const hospitalId = useApi().session.getReferenceId();
  const offers = useHospitalOffers(hospitalId, locale);
  const remove = useDeleteOffer();
  const [target, setTarget] = useState<OfferTarget>({ mode: 'add' });
  const [open, setOpen] = useState(false);
  const openFor = (next: OfferTarget) => {
    setTarget(next);
    setOpen(true);
  };
  return (
    <>
      <HospitalOffersView
        status={offers.data ? 'ready' : offers.isError || !hospitalId ? 'error' : 'loading'}
        offers={offers.data ?? []}
        refreshing={offers.isFetching && !offers.isPending}
        onRetry={() => void offers.refetch()}
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
            : (offer) => {
                openFor({ mode: 'edit', offer });
              }
        }
        onDelete={readOnly ? undefined : deleteWithToast(remove.mutateAsync, t('offerDeleted'))}
      />
      {!readOnly && (
        <OfferDialog
          key={target.mode === 'edit' ? target.offer.id : 'add'}
          hospitalId={hospitalId}
          target={target}
          open={open}
          onOpenChange={setOpen}
        />
      )}
    </>
  );
}
